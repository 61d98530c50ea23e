import Observation

/// SwiftUI's `@Bindable`: an `@Observable` object whose properties a view
/// hands on as bindings, `$model.name`.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(get: { [wrappedValue] in wrappedValue[keyPath: keyPath] },
                set: { [wrappedValue] in wrappedValue[keyPath: keyPath] = $0 })
    }
}
