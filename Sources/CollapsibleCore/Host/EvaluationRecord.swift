/// What an evaluation of the tree leaves for the next to compare with: the
/// values `.animation(_:value:)` watched, the branches that were there and
/// those leaving with their transitions (see `TransitionScopes`), and the
/// order of each `ForEach`'s elements.
struct EvaluationRecord {
    var watched: [ViewID: any Equatable] = [:]
    var scopes: [ViewID: TransitionScopes.Maker] = [:]
    var departures: [ViewID: TransitionScopes.Departure] = [:]
    var orders: [ViewID: [ViewID]] = [:]
}
