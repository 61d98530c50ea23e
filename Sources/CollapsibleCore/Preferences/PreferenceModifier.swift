/// `preference(key:value:)` and `transformPreference(_:_:)`: a value a view
/// tells the views around it. A value set replaces what the views inside set
/// for the key; a transform changes it, starting from the key's default
/// where none inside sets it.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: _PrimitiveModifier {
    var write: (inout Key.Value) -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: PreferenceWritingNode<Key>(write: write))
    }
}

extension View {
    public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value)
        -> ModifiedContent<Self, _PreferenceWritingModifier<Key>> {
        modifier(_PreferenceWritingModifier { $0 = value })
    }

    public func transformPreference<Key: PreferenceKey>(_ key: Key.Type = Key.self, _ callback: @escaping (inout Key.Value) -> Void)
        -> ModifiedContent<Self, _PreferenceWritingModifier<Key>> {
        modifier(_PreferenceWritingModifier(write: callback))
    }
}

/// Sets or changes its key among what its children set; to layout, drawing
/// and assistive tools, a plain wrapper.
struct PreferenceWritingNode<Key: PreferenceKey>: NodeKind {
    var write: (inout Key.Value) -> Void

    func preferences(of node: _ViewNode, in collection: inout PreferenceCollection) -> PreferenceValues {
        var values = collection.values(of: node.children)
        var value = values[Key.self] ?? Key.defaultValue
        write(&value)
        values[Key.self] = value
        return values
    }

}
