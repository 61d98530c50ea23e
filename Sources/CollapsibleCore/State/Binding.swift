/// SwiftUI's `Binding`: a value read and written somewhere else, such as a
/// parent's `@State`, which a child (a `Toggle`, a view of one's own) is
/// handed as `$state`. A write through it is the state's own write, with
/// the transaction it is made in.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A value that never changes, for a preview or a fixed control.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a part of the value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// The same binding, its writes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: get, set: { value in withTransaction(transaction) { set(value) } })
    }

    /// The same binding, its writes animated with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: get, set: { value in withAnimation(animation) { set(value) } })
    }
}
