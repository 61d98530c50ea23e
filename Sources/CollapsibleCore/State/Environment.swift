/// SwiftUI's `@Environment(\.key)`: the value in force where the view is in
/// the tree, which the framework sets before it evaluates the view's body.
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value
    /// The value in force at the placement whose body is evaluated.
    private var value: Value?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// A value the environment holds in some other way than under a key
    /// path, such as an object a library of models puts there.
    public init(_reading read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
    }

    /// The value the view's body reads; outside a body, the default.
    public var wrappedValue: Value {
        value ?? read(EnvironmentValues())
    }
}

extension Environment: DynamicProperty {
    public mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        value = read(links.environment)
        return nil
    }
}
