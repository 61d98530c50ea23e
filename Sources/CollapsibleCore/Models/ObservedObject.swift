/// SwiftUI's `@ObservedObject`: an `ObservableObject` the view is handed,
/// whose changes make its body evaluated again. The view does not keep it:
/// a view handed another object follows that one.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// `$model`: bindings to the object's properties, `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the properties of an object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(get: { [object] in object[keyPath: keyPath] }, set: { [object] in object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: DynamicProperty {
    public mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        links.follow(wrappedValue)
        return nil
    }
}

extension ObservedObject: SameInput {
    /// A view handed the same object is the same view, whatever the object holds.
    static func same(_ a: Self, _ b: Self) -> Bool { a.wrappedValue === b.wrappedValue }
}
