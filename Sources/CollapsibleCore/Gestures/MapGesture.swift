/// A gesture whose values are another's, transformed: `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: _PrimitiveGesture {
    var content: Content
    var transform: (Content.Value) -> Value

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        MappedRecognizer(base: content._recognizer(in: context), transform: transform)
    }
}

extension Gesture {
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

final class MappedRecognizer<Base, Value>: _GestureRecognizer {
    private let base: any _GestureRecognizer<Base>
    private let transform: (Base) -> Value

    init(base: any _GestureRecognizer<Base>, transform: @escaping (Base) -> Value) {
        self.base = base
        self.transform = transform
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<Value> { base.handle(event).map(transform) }
    func cancel() { base.cancel() }
    var deadline: Double? { base.deadline }
}
