/// SwiftUI's `SpatialTapGesture`: a tap, as `TapGesture` counts it, whose
/// value says where it landed in `coordinateSpace`.
public struct SpatialTapGesture: _PrimitiveGesture {
    public var count: Int
    public var coordinateSpace: CoordinateSpace

    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapGestureRecognizer(count: count).reporting { Value(location: context.point($0, in: space)) }
    }
}
