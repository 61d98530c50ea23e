/// A node's part in the preferences that go up the tree: what it sets, and
/// what it tells of those set inside it.
protocol NodePreferences {
    /// The preferences of `node`, from those of its children.
    func preferences(of node: _ViewNode, in collection: inout PreferenceCollection) -> PreferenceValues
}

extension NodePreferences {
    /// A wrapper passes on what its children set.
    func preferences(of node: _ViewNode, in collection: inout PreferenceCollection) -> PreferenceValues {
        collection.values(of: node.children)
    }
}
