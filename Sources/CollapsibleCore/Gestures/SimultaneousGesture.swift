/// SwiftUI's `SimultaneousGesture`: `simultaneously(with:)`, two gestures
/// recognized at once over the same press, each value there once its
/// gesture has one; it ends when both are over, one of them having ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        SimultaneousRecognizer<First, Second>(first: first._recognizer(in: context), second: second._recognizer(in: context))
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

extension Gesture {
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer {
    typealias Value = SimultaneousGesture<First, Second>.Value

    private let first: any _GestureRecognizer<First.Value>
    private let second: any _GestureRecognizer<Second.Value>
    private var firstPhase: _GesturePhase<First.Value> = .possible(nil)
    private var secondPhase: _GesturePhase<Second.Value> = .possible(nil)
    private var value = Value(first: nil, second: nil)

    init(first: any _GestureRecognizer<First.Value>, second: any _GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<Value> {
        if !firstPhase.isOver {
            firstPhase = first.handle(event)
            if let changed = firstPhase.changedValue ?? firstPhase.endedValue { value.first = changed }
        }
        if !secondPhase.isOver {
            secondPhase = second.handle(event)
            if let changed = secondPhase.changedValue ?? secondPhase.endedValue { value.second = changed }
        }
        let recognized = firstPhase.isRecognized || secondPhase.isRecognized
        guard firstPhase.isOver, secondPhase.isOver else {
            let shown = value.first != nil || value.second != nil ? value : nil
            return recognized ? .active(value) : .possible(shown)
        }
        return recognized ? .ended(value) : .failed
    }

    func cancel() {
        if !firstPhase.isOver { first.cancel() }
        if !secondPhase.isOver { second.cancel() }
    }

    var deadline: Double? {
        [firstPhase.isOver ? nil : first.deadline, secondPhase.isOver ? nil : second.deadline].compactMap { $0 }.min()
    }
}
