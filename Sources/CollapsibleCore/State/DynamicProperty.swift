/// SwiftUI's `DynamicProperty`: a stored property of a view or a modifier
/// that the framework links to what it keeps for the view's place before
/// each evaluation of its body, `@State`, `@Environment` and `@Namespace`.
protocol DynamicProperty {
    /// Links the property, in the copy of the view evaluated at one place,
    /// to what is kept for that place; a state returns the value it holds,
    /// the others nil.
    mutating func link(_ links: inout PropertyLinks) -> Any?
}

/// What the dynamic properties of one view or modifier are linked to at
/// one evaluation.
struct PropertyLinks {
    let store: StateStore
    let view: ViewID
    let environment: EnvironmentValues
    /// Whether a state new at that place is kept there.
    let keeps: Bool
    /// How many of the view's states were linked before this property: the
    /// next state's place among them.
    var states = 0
}
