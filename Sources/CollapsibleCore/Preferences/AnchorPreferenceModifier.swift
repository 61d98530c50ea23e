/// `anchorPreference(key:value:transform:)`: a preference made from an
/// anchor of the view, taken where this layout put it.
public struct _AnchorWritingModifier<Key: PreferenceKey, AnchorValue>: _PrimitiveModifier {
    var source: Anchor<AnchorValue>.Source
    var transform: (Anchor<AnchorValue>) -> Key.Value

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: AnchorWritingNode<Key, AnchorValue>(source: source, transform: transform))
    }
}

extension View {
    public func anchorPreference<Key: PreferenceKey, AnchorValue>(key: Key.Type = Key.self, value: Anchor<AnchorValue>.Source,
                                                                  transform: @escaping (Anchor<AnchorValue>) -> Key.Value)
        -> ModifiedContent<Self, _AnchorWritingModifier<Key, AnchorValue>> {
        modifier(_AnchorWritingModifier(source: value, transform: transform))
    }
}

/// Sets its key, made from an anchor of its own frame, in place of what its
/// children set; to layout, drawing and assistive tools, a plain wrapper.
struct AnchorWritingNode<Key: PreferenceKey, AnchorValue>: NodeKind {
    var source: Anchor<AnchorValue>.Source
    var transform: (Anchor<AnchorValue>) -> Key.Value

    func preferences(of node: _ViewNode, in collection: inout PreferenceCollection) -> PreferenceValues {
        var values = collection.values(of: node.children)
        guard let frame = collection.frames[node.id] else { return values }
        values[Key.self] = transform(source.anchor(in: frame, through: collection.transform))
        return values
    }

}
