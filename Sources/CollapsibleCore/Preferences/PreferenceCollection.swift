/// The preferences of one layout, collected from the leaves up once every
/// view is placed: what each view that reads a key sees inside it, and what
/// each `onPreferenceChange` is to be handed.
struct PreferenceCollection {
    /// Each node's frame in this layout, which an anchor is taken in.
    let frames: [ViewID: Rect]
    /// The transforms of the effects around the nodes being collected,
    /// which an anchor is drawn through.
    private(set) var transform = CGAffineTransform.identity
    /// What each `overlayPreferenceValue` or `backgroundPreferenceValue`
    /// found inside the view it modifies.
    private(set) var read: [ViewID: PreferenceRead] = [:]
    /// What each `onPreferenceChange` found inside, in the order of the tree.
    private(set) var changes: [PreferenceChange] = []

    init(frames: [ViewID: Rect]) {
        self.frames = frames
    }

    /// Collects the preferences of the tree under `root`.
    mutating func collect(_ root: _ViewNode) {
        _ = values(of: root)
    }

    /// What `node` and the views inside it set.
    mutating func values(of node: _ViewNode) -> PreferenceValues {
        node.kind.preferences(of: node, in: &self)
    }

    /// What `nodes` set, reduced in their order.
    mutating func values(of nodes: [_ViewNode]) -> PreferenceValues {
        var combined = PreferenceValues()
        for node in nodes { combined.combine(with: values(of: node)) }
        return combined
    }

    /// What `nodes`, drawn through `effect`, set.
    mutating func values(of nodes: [_ViewNode], through effect: CGAffineTransform) -> PreferenceValues {
        let outer = transform
        transform = effect.concatenating(outer)
        defer { transform = outer }
        return values(of: nodes)
    }

    mutating func record(_ value: PreferenceRead, for reader: ViewID) {
        read[reader] = value
    }

    mutating func record(_ change: PreferenceChange) {
        changes.append(change)
    }
}

/// A key's value as a view read it, which can tell whether another is the same.
struct PreferenceRead {
    /// The key's name, as a warning names it.
    let key: String
    let value: Any
    private let isSame: (Any) -> Bool?

    init<Key: PreferenceKey>(_ key: Key.Type, _ value: Key.Value) {
        self.key = String(describing: key)
        self.value = value
        isSame = { other in Self.equal(value, other) }
    }

    /// Whether `other` is the same value; nil where the key's values cannot
    /// be compared.
    func isSame(as other: PreferenceRead) -> Bool? { isSame(other.value) }

    private static func equal(_ value: Any, _ other: Any) -> Bool? {
        if let partly = value as? any PartlyComparable { return partly.isSame(as: other) }
        guard let comparable = value as? any Equatable else { return nil }
        return opened(comparable, other)
    }

    private static func opened<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
        (other as? Value) == value
    }
}

/// A preference's value of which some can be compared and others not: a
/// view inside cannot.
protocol PartlyComparable {
    /// Whether `other` is the same value; nil where the two cannot be compared.
    func isSame(as other: Any) -> Bool?
}

/// A key's value found by an `onPreferenceChange`, with its action.
struct PreferenceChange {
    let handler: ViewID
    /// The key's name, as a warning names it.
    let key: String
    let value: any Equatable
    private let differs: (Any?) -> Bool
    let perform: () -> Void

    init<Key: PreferenceKey>(handler: ViewID, _ key: Key.Type, _ value: Key.Value, action: @escaping (Key.Value) -> Void)
        where Key.Value: Equatable {
        self.handler = handler
        self.key = String(describing: key)
        self.value = value
        // Until the handler has been handed a value, it is as if handed the default.
        differs = { handed in (handed as? Key.Value ?? Key.defaultValue) != value }
        perform = { action(value) }
    }

    /// Whether the value is not the one the handler was last handed.
    func differs(from handed: (any Equatable)?) -> Bool { differs(handed) }
}
