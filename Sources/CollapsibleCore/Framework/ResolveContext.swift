/// What the framework carries down the tree while it turns views into nodes:
/// where the state lives, and the values that `.animation(_:value:)` watches.
public struct _ResolveContext {
    let store: StateStore
    /// The `expanded` state of each view around the one being made that has one.
    private var disclosures: [Bool?] = []
    /// The values `.animation(_:value:)` watched at the last change, and at this one.
    private let watchedBefore: [ViewID: any Equatable]
    private(set) var watched: [ViewID: any Equatable] = [:]
    /// The content each `ViewModifier` being evaluated modifies, innermost last.
    var modifiedContents: [(any View, ViewID)] = []

    init(store: StateStore, watchedBefore: [ViewID: any Equatable]) {
        self.store = store
        self.watchedBefore = watchedBefore
    }

    /// Before a view's body is evaluated: its state is linked to the storage
    /// kept for its place in the tree.
    mutating func enter<V: View>(_ view: V, at id: ViewID) {
        disclosures.append(store.link(view, at: id) ?? disclosures.last ?? nil)
    }

    mutating func leave() { disclosures.removeLast() }

    /// Whether the nearest view around this one that has an `expanded` state
    /// is expanded; nil where none has one.
    var disclosure: Bool? { disclosures.last ?? nil }

    /// Records `value` for the modifier at `id`; true when it differs from the
    /// value of the last change (a first value is no change).
    mutating func watch<Value: Equatable>(_ value: Value, at id: ViewID) -> Bool {
        watched[id] = value
        guard let before = watchedBefore[id] else { return false }
        return (before as? Value) != value
    }
}
