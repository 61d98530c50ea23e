/// SwiftUI's `@GestureState`: a value a gesture sets through `updating`
/// while it is under way, kept for the view's place as a `State` is, and
/// given back its initial value when the gesture ends, fails or loses to
/// another, in the transaction `reset` makes. A program only reads it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private var box: StateBox<Value>
    private let initial: Value
    private let reset: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = StateBox(wrappedValue)
        initial = wrappedValue
        self.reset = reset
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    public var wrappedValue: Value { box.value }

    /// `$state`, which `updating(_:body:)` takes.
    public var projectedValue: GestureState<Value> { self }

    public mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        let initial = box.value
        box = links.store.box(at: links.nextKey(), keeps: links.keeps) { initial }
        return box.value
    }

    /// Sets the value a gesture under way made, in `transaction`.
    func set(_ value: Value, in transaction: Transaction) {
        withTransaction(transaction) { box.write(value) }
    }

    var current: Value { box.value }

    /// Gives the state its initial value back, in the transaction its reset makes.
    func resetValue() {
        var transaction = Transaction()
        reset(box.value, &transaction)
        set(initial, in: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
