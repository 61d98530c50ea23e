/// A gesture that sets a `GestureState` with each of its values:
/// `updating(_:body:)`. The state is given back its initial value when the
/// gesture ends, fails or loses to another.
public struct GestureStateGesture<Base: Gesture, State>: _PrimitiveGesture {
    public typealias Value = Base.Value

    public var base: Base
    public var state: GestureState<State>
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        StateUpdater(base: base._recognizer(in: context), state: state, body: body)
    }
}

extension Gesture {
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

final class StateUpdater<Value, State>: _GestureRecognizer {
    private let base: any _GestureRecognizer<Value>
    private let state: GestureState<State>
    private let body: (Value, inout State, inout Transaction) -> Void

    init(base: any _GestureRecognizer<Value>, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<Value> {
        let phase = base.handle(event)
        if let value = phase.changedValue {
            var updated = state.current, transaction = Transaction.current
            body(value, &updated, &transaction)
            state.set(updated, in: transaction)
        }
        if phase.isOver { state.resetValue() }
        return phase
    }

    func cancel() {
        base.cancel()
        state.resetValue()
    }

    var deadline: Double? { base.deadline }
}
