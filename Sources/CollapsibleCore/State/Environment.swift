/// SwiftUI's `@Environment(\.key)`: the value in force where the view is in
/// the tree, which the framework sets before it evaluates the view's body.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let location = EnvironmentLocation<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value the view's body reads; outside a body, the key's default.
    public var wrappedValue: Value {
        location.value ?? EnvironmentValues()[keyPath: keyPath]
    }
}

/// Where an `Environment` finds its value, set anew at each evaluation.
final class EnvironmentLocation<Value> {
    var value: Value?
}

extension Environment: DynamicProperty {
    func link(_ links: inout PropertyLinks) -> Any? {
        location.value = links.environment[keyPath: keyPath]
        return nil
    }
}
