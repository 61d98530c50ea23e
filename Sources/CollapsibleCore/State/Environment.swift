/// SwiftUI's `@Environment(\.key)`: the value in force where the view is in
/// the tree, which the framework sets before it evaluates the view's body.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    /// The value in force at the placement whose body is evaluated.
    private var value: Value?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value the view's body reads; outside a body, the key's default.
    public var wrappedValue: Value {
        value ?? EnvironmentValues()[keyPath: keyPath]
    }
}

extension Environment: DynamicProperty {
    public mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        value = links.environment[keyPath: keyPath]
        return nil
    }
}
