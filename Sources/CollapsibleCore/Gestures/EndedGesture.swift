/// A gesture that runs an action when it ends: `onEnded(_:)`. A gesture
/// that fails, or loses to another, runs nothing.
public struct _EndedGesture<Content: Gesture>: _PrimitiveGesture {
    public typealias Value = Content.Value

    var content: Content
    var action: (Value) -> Void

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        EndWatcher(base: content._recognizer(in: context), action: action)
    }
}

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

final class EndWatcher<Value>: _GestureRecognizer {
    private let base: any _GestureRecognizer<Value>
    private let action: (Value) -> Void

    init(base: any _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.base = base
        self.action = action
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<Value> {
        let phase = base.handle(event)
        if case .ended(let value) = phase { action(value) }
        return phase
    }

    func cancel() { base.cancel() }
    var deadline: Double? { base.deadline }
}
