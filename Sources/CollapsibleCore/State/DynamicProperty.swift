/// SwiftUI's `DynamicProperty`: a stored property of a view, a modifier or
/// an app that the framework links to what it keeps for the view's place
/// before each evaluation of its body: `@State`, `@Environment`,
/// `@StateObject` and the others, and a type of one's own made of them,
/// whose own dynamic properties are linked first, then its `update()` called.
public protocol DynamicProperty {
    /// Called before each evaluation of the body that holds the property,
    /// once what it is made of holds the values of this evaluation.
    mutating func update()

    /// Links the property, in the copy of the view evaluated at one place,
    /// to what is kept for that place; a state returns the value it holds,
    /// the others nil. The framework's own properties say how; any other
    /// links the dynamic properties it holds, then updates.
    mutating func _link(_ links: inout _PropertyLinks) -> Any?
}

extension DynamicProperty {
    public mutating func update() {}

    public mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        links.store.fields(of: Self.self).link(&self, &links) { _, _ in }
        update()
        return nil
    }
}

/// What the dynamic properties of one view or modifier are linked to at
/// one evaluation.
public struct _PropertyLinks {
    let store: StateStore
    let view: ViewID
    let environment: EnvironmentValues
    /// Whether what is new at that place is kept there.
    let keeps: Bool
    /// How many values were kept for the view's properties before this
    /// one: the place of the next among them.
    var slots = 0

    /// The key of the next value kept for the view, which takes its place.
    mutating func nextKey() -> StateKey {
        defer { slots += 1 }
        return StateKey(view: view, index: slots)
    }
}
