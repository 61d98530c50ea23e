/// SwiftUI's `LongPressGesture`: the pointer held down for
/// `minimumDuration` without straying more than `maximumDistance`. Its
/// value is true while it is held, and it ends, true, once held long
/// enough, with the button still down; a release before, or a stray, fails it.
public struct LongPressGesture: _PrimitiveGesture {
    public typealias Value = Bool

    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Bool> {
        LongPressRecognizer(self)
    }
}

final class LongPressRecognizer: _GestureRecognizer {
    private let gesture: LongPressGesture
    private var start: Point?
    private(set) var deadline: Double?

    init(_ gesture: LongPressGesture) {
        self.gesture = gesture
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<Bool> {
        guard !event.isMagnified else { return .failed }
        guard let start else {
            start = event.location
            deadline = event.time + max(gesture.minimumDuration, 0)
            return heldLongEnough(at: event.time) ? .ended(true) : .possible(true)
        }
        guard start.distance(to: event.location) <= gesture.maximumDistance else { return .failed }
        if heldLongEnough(at: event.time) { return .ended(true) }
        return event.kind == .released ? .failed : .possible(true)
    }

    private func heldLongEnough(at time: Double) -> Bool {
        deadline.map { time >= $0 } ?? false
    }
}
