/// SwiftUI's `ExclusiveGesture`: `exclusively(before:)`, one of two
/// gestures, the first where it can be recognized at all: the second is
/// handed the press's events only once the first has failed, all of them
/// from the press on.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        ExclusiveRecognizer<First, Second>(first: first._recognizer(in: context), second: second._recognizer(in: context))
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer {
    typealias Value = ExclusiveGesture<First, Second>.Value

    private let first: any _GestureRecognizer<First.Value>
    private let second: any _GestureRecognizer<Second.Value>
    /// The events the second has not had, while the first may still win.
    private var held: [_GestureEvent] = []
    private var firstFailed = false

    init(first: any _GestureRecognizer<First.Value>, second: any _GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<Value> {
        if firstFailed { return second.handle(event).map(Value.second) }
        let phase = first.handle(event)
        guard case .failed = phase else {
            held.append(event)
            return phase.map(Value.first)
        }
        firstFailed = true
        var caughtUp: _GesturePhase<Second.Value> = .possible(nil)
        for past in held + [event] where !caughtUp.isOver { caughtUp = second.handle(past) }
        held = []
        return caughtUp.map(Value.second)
    }

    func cancel() {
        if firstFailed { second.cancel() } else { first.cancel() }
    }

    var deadline: Double? { firstFailed ? second.deadline : first.deadline }
}
