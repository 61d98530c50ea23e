/// SwiftUI's older `RotationGesture`: `RotateGesture`'s rotation alone.
public struct RotationGesture: _PrimitiveGesture {
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public typealias Value = Angle

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Angle> {
        MappedRecognizer(base: RotateRecognizer(RotateGesture(minimumAngleDelta: minimumAngleDelta), context), transform: \.rotation)
    }
}
