/// SwiftUI's `SequenceGesture`: `sequenced(before:)`, the first gesture,
/// then, once it ends, the second, over the same press: a long press then
/// a drag. The first failing fails both; once the first has ended the
/// sequence has won the press, and it ends with the second, or at the
/// release where the second never started.
public struct SequenceGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        SequenceRecognizer<First, Second>(first: first._recognizer(in: context), second: { second._recognizer(in: context) })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

final class SequenceRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer {
    typealias Value = SequenceGesture<First, Second>.Value

    private let first: any _GestureRecognizer<First.Value>
    private let makeSecond: () -> any _GestureRecognizer<Second.Value>
    /// The second, and the first's last value, once the first has ended.
    private var second: (recognizer: any _GestureRecognizer<Second.Value>, first: First.Value)?

    init(first: any _GestureRecognizer<First.Value>, second: @escaping () -> any _GestureRecognizer<Second.Value>) {
        self.first = first
        makeSecond = second
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<Value> {
        if let second { return step(second.recognizer.handle(event), after: second.first, released: event.kind == .released) }
        switch first.handle(event) {
        case .possible(let value): return .possible(value.map(Value.first))
        case .active(let value): return .active(.first(value))
        case .failed: return .failed
        case .ended(let value):
            // The second starts where the first left off, as if pressed there.
            let recognizer = makeSecond()
            second = (recognizer, value)
            let pressed = _GestureEvent(kind: .pressed, location: event.location, time: event.time, clicks: event.clicks)
            return step(recognizer.handle(pressed), after: value, released: event.kind == .released)
        }
    }

    /// The sequence once the first has ended with `value`, where the second is at `phase`.
    private func step(_ phase: _GesturePhase<Second.Value>, after value: First.Value, released: Bool) -> _GesturePhase<Value> {
        switch phase {
        case .possible(let second):
            return released ? .ended(.second(value, second)) : .active(.second(value, second))
        case .active(let second):
            return released ? .ended(.second(value, second)) : .active(.second(value, second))
        case .ended(let second): return .ended(.second(value, second))
        case .failed: return .ended(.second(value, nil))
        }
    }

    func cancel() {
        if let second { second.recognizer.cancel() } else { first.cancel() }
    }

    var deadline: Double? { second.map { $0.recognizer.deadline } ?? first.deadline }
}
