/// Which tap gestures collapse and expand a view, for assistive tools,
/// which say of such a button whether it is expanded. SwiftUI knows it of
/// its `DisclosureGroup`, whose state is `isExpanded`; a view of one's own
/// has no such mark, so a view with a `@State` named `expanded` or
/// `isExpanded` is taken for one, and a tap inside it for its button. This
/// is the one place that guess is made.
struct DisclosureScopes {
    /// For each view being evaluated, from the outermost: whether the
    /// nearest one around it that discloses is expanded.
    private var scopes: [Bool?] = []

    /// The state's value, when its name marks a view that discloses.
    static func expanded(name: String?, state: Any) -> Bool? {
        guard name == "_expanded" || name == "_isExpanded" else { return nil }
        return state as? Bool
    }

    /// A view whose states said `expanded` (nil: said nothing) is evaluated.
    mutating func enter(_ expanded: Bool?) {
        scopes.append(expanded ?? current)
    }

    mutating func leave() { scopes.removeLast() }

    var current: Bool? { scopes.last ?? nil }
}
