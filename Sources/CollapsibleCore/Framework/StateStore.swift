/// The framework's storage for every `@State` in the tree, keyed by the
/// view's identity and the property's place in it. Storage whose view is
/// gone from the tree is dropped at the end of the evaluation.
final class StateStore {
    private var boxes: [StateKey: AnyObject] = [:]
    private var visited: Set<StateKey> = []
    /// View types found to have no state: they are not reflected again.
    private var stateless: Set<ObjectIdentifier> = []
    /// Set when a state changes; the host then evaluates the tree again.
    private(set) var changed = false

    func stateChanged() { changed = true }

    func beginEvaluation() {
        changed = false
        visited.removeAll(keepingCapacity: true)
    }

    func endEvaluation() {
        boxes = boxes.filter { visited.contains($0.key) }
    }

    /// Links the states of `view` to their storage. Returns the value of its
    /// `expanded` (or `isExpanded`) state, the name SwiftUI's DisclosureGroup
    /// gives its own, when it has one: a tap inside the view discloses it.
    func link<V: View>(_ view: V, at id: ViewID) -> Bool? {
        let type = ObjectIdentifier(V.self)
        guard !stateless.contains(type) else { return nil }
        var index = 0, disclosure: Bool?
        for child in Mirror(reflecting: view).children {
            guard let state = child.value as? StateProperty else { continue }
            let value = state.link(in: self, at: StateKey(view: id, index: index))
            if child.label == "_expanded" || child.label == "_isExpanded" { disclosure = value }
            index += 1
        }
        if index == 0 { stateless.insert(type) }
        return disclosure
    }

    func box<Value>(at key: StateKey, initial: () -> Value) -> StateBox<Value> {
        visited.insert(key)
        if let box = boxes[key] as? StateBox<Value> { return box }
        let box = StateBox(initial(), store: self)
        boxes[key] = box
        return box
    }
}

struct StateKey: Hashable {
    var view: ViewID
    var index: Int
}
