/// SwiftUI's `@EnvironmentObject`: the `ObservableObject` of its type that
/// a view above put in the environment with `environmentObject(_:)`, whose
/// changes make the body evaluated again.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// The object in force at the placement whose body is evaluated.
    private var object: ObjectType?

    public init() {}

    /// The object; with none above the view, a stop with SwiftUI's message,
    /// as no object can stand in for one of the program's own classes.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// `$model`: bindings to the object's properties, `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension EnvironmentObject: DynamicProperty {
    public mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        object = links.environment._object(of: ObjectType.self)
        links.follow(object)
        return nil
    }
}

extension View {
    /// Puts `object` in the environment of the views inside, where
    /// `@EnvironmentObject` finds it by its type.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> ModifiedContent<Self, _EnvironmentObjectModifier<Object>> {
        modifier(_EnvironmentObjectModifier(object))
    }
}
