/// SwiftUI's `MagnifyGesture`: the view under the pointer magnified by a
/// touchpad's pinch, or by Control with the wheel as GTK's zoomable views
/// take it: each notch a tenth larger or smaller, until Control is let go.
/// It starts once the magnification has moved `minimumScaleDelta` from 1.
public struct MagnifyGesture: _PrimitiveGesture {
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        /// In magnification a second, from the last two changes.
        public var velocity: CGFloat
        /// Where the pointer was when it started, in the view's space.
        public var startLocation: CGPoint
        /// The same, as a fraction of the view's size.
        public var startAnchor: UnitPoint
    }

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        MagnifyRecognizer(self, context)
    }
}

final class MagnifyRecognizer: _GestureRecognizer {
    private let gesture: MagnifyGesture
    private let context: _GestureContext
    private var start: PinchStart?
    private var value: MagnifyGesture.Value?
    private var last: (scale: Double, time: Double)?
    private var isMagnifying = false

    init(_ gesture: MagnifyGesture, _ context: _GestureContext) {
        self.gesture = gesture
        self.context = context
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<MagnifyGesture.Value> {
        switch event.kind {
        case .magnified:
            let start = self.start ?? PinchStart(event.location, in: context)
            self.start = start
            var velocity = 0.0
            if let last, event.time > last.time { velocity = (event.scale - last.scale) / (event.time - last.time) }
            last = (event.scale, event.time)
            let current = MagnifyGesture.Value(magnification: event.scale, velocity: velocity, startLocation: start.location, startAnchor: start.anchor)
            value = current
            if !isMagnifying, !(abs(event.scale - 1) < gesture.minimumScaleDelta) { isMagnifying = true }
            return isMagnifying ? .active(current) : .possible(nil)
        case .released:
            guard isMagnifying, let value else { return .failed }
            return .ended(value)
        case .pressed, .moved, .held:
            return .failed
        }
    }
}
