/// SwiftUI's `RotateGesture`: the view under the pointer turned by the
/// fingers of a touchpad's pinch. It starts once the rotation has moved
/// `minimumAngleDelta` from none, and ends as the fingers lift.
public struct RotateGesture: _PrimitiveGesture {
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public struct Value: Equatable, Sendable {
        /// Clockwise on the screen, as `rotationEffect` turns a view.
        public var rotation: Angle
        /// In angle a second, from the last two changes.
        public var velocity: Angle
        /// Where the pointer was when it started, in the view's space.
        public var startLocation: CGPoint
        /// The same, as a fraction of the view's size.
        public var startAnchor: UnitPoint
    }

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        RotateRecognizer(self, context)
    }
}

final class RotateRecognizer: _GestureRecognizer {
    private let gesture: RotateGesture
    private let context: _GestureContext
    private var start: PinchStart?
    private var last: (rotation: Double, time: Double)?
    private var value: RotateGesture.Value?
    private var isRotating = false

    init(_ gesture: RotateGesture, _ context: _GestureContext) {
        self.gesture = gesture
        self.context = context
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<RotateGesture.Value> {
        switch event.kind {
        case .magnified:
            let start = self.start ?? PinchStart(event.location, in: context)
            self.start = start
            var velocity = 0.0
            if let last, event.time > last.time { velocity = (event.rotation - last.rotation) / (event.time - last.time) }
            last = (event.rotation, event.time)
            let current = RotateGesture.Value(rotation: .radians(event.rotation), velocity: .radians(velocity),
                                              startLocation: start.location, startAnchor: start.anchor)
            value = current
            if !isRotating, !(abs(event.rotation) < abs(gesture.minimumAngleDelta.radians)) { isRotating = true }
            return isRotating ? .active(current) : .possible(nil)
        case .released:
            guard isRotating, let value else { return .failed }
            return .ended(value)
        case .pressed, .moved, .held:
            return .failed
        }
    }
}
