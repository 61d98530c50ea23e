/// What the framework carries down the tree while it turns views into nodes:
/// where the state lives, and the values that `.animation(_:value:)` watches.
public struct _ResolveContext {
    let store: StateStore
    private var disclosures = DisclosureScopes()
    /// The values `.animation(_:value:)` watched at the last change, and at this one.
    private let watchedBefore: [ViewID: any Equatable]
    private(set) var watched: [ViewID: any Equatable] = [:]
    /// What the `Text`s inside the view being evaluated read of their environment.
    var textEnvironment = TextEnvironment()
    /// The content each `ViewModifier` being evaluated modifies, innermost last.
    var modifiedContents: [(any View, ViewID)] = []

    private let diagnostics: Diagnostics

    init(store: StateStore, watchedBefore: [ViewID: any Equatable], diagnostics: Diagnostics) {
        self.store = store
        self.watchedBefore = watchedBefore
        self.diagnostics = diagnostics
    }

    /// Tells of a view that does what SwiftUI warns of.
    func warn(_ message: String) { diagnostics.report(message) }

    /// Before the body of a view or a modifier is evaluated: its state is
    /// linked to the storage kept for its place in the tree.
    mutating func enter<Value>(_ value: Value, at id: ViewID) {
        var expanded: Bool?
        store.link(value, at: id) { name, state in expanded = expanded ?? DisclosureScopes.expanded(name: name, state: state) }
        disclosures.enter(expanded)
    }

    mutating func leave() { disclosures.leave() }

    /// Whether the view a tap inside this one discloses is expanded; nil
    /// where it discloses none.
    var disclosure: Bool? { disclosures.current }

    /// Records `value` for the modifier at `id`; true when it differs from the
    /// value of the last change (a first value is no change).
    mutating func watch<Value: Equatable>(_ value: Value, at id: ViewID) -> Bool {
        watched[id] = value
        guard let before = watchedBefore[id] else { return false }
        return (before as? Value) != value
    }
}
