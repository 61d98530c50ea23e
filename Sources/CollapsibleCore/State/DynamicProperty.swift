/// SwiftUI's `DynamicProperty`: a stored property of a view or a modifier
/// that the framework links to what it keeps for the view's place before
/// each evaluation of its body, `@State`, `@Environment` and `@Namespace`.
/// `StateStore` finds them by reflection; one protocol for all of them
/// lets it ask each stored property once what it is.
protocol DynamicProperty {
    /// Links the property for the view `links` is made for; a state
    /// returns the value it holds, the others nil.
    func link(_ links: inout PropertyLinks) -> Any?
}

/// What the dynamic properties of one view or modifier are linked to at
/// one evaluation.
struct PropertyLinks {
    let store: StateStore
    let view: ViewID
    let environment: EnvironmentValues
    /// How many of the view's states were linked before this property: the
    /// next state's place among them.
    var states = 0
}
