/// SwiftUI's `@StateObject`: an `ObservableObject` the view makes and
/// keeps for its place in the tree: made the first time the view is placed
/// there, from the expression it was declared with, and kept while the view
/// stays, however often its parent makes the view again; its changes make
/// the view's body evaluated again.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    /// The object made before the view was placed, where something read
    /// it there, which the place then keeps; then the one its place keeps.
    private var made: StateBox<ObjectType?>
    private let make: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
        made = StateBox(nil)
    }

    /// The object kept for the view's place. Read before the view is
    /// placed, one made for this value of the view, which its place takes.
    public var wrappedValue: ObjectType {
        if let object = made.value { return object }
        let object = make()
        made.value = object
        return object
    }

    /// `$model`: bindings to the object's properties, `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension StateObject: DynamicProperty {
    public mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        let unplaced = made
        made = links.store.box(at: links.nextKey(), keeps: links.keeps) { unplaced.value ?? make() }
        links.follow(wrappedValue)
        return nil
    }
}
