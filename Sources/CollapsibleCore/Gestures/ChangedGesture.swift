/// A gesture that runs an action with each new value: `onChanged(_:)`.
/// A value equal to the last one told runs nothing, as SwiftUI asks the
/// value to be `Equatable` for.
public struct _ChangedGesture<Content: Gesture>: _PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value

    var content: Content
    var action: (Value) -> Void

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        ChangeWatcher(base: content._recognizer(in: context), action: action)
    }
}

extension Gesture where Value: Equatable {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

final class ChangeWatcher<Value: Equatable>: _GestureRecognizer {
    private let base: any _GestureRecognizer<Value>
    private let action: (Value) -> Void
    private var told: Value?

    init(base: any _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.base = base
        self.action = action
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<Value> {
        let phase = base.handle(event)
        if let value = phase.changedValue, value != told {
            told = value
            action(value)
        }
        return phase
    }

    func cancel() { base.cancel() }
    var deadline: Double? { base.deadline }
}
