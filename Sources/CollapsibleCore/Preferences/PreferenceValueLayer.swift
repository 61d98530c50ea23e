/// `overlayPreferenceValue(_:_:)` and `backgroundPreferenceValue(_:_:)`: a
/// view over or under this one, made from the key's value inside it. The
/// value comes from the last layout; where this one finds another, the view
/// is made again before anything is drawn (see `LiveView`).
public struct _PreferenceLayerModifier<Key: PreferenceKey, Layer: View>: _PrimitiveModifier {
    var order: LayerNode.Order
    var layer: (Key.Value) -> Layer

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.observePreferences()
        let primary = content._resolve(in: &context, at: id.child(0))
        return primary.enumerated().map { index, node in
            let nodeID = primary.count == 1 ? id : id.element(index)
            let value = context.preference(Key.self, readAt: nodeID)
            let layered = layer(value)._resolve(in: &context, at: nodeID.child(1))
            let reader = _ViewNode(nodeID.child(2), PreferenceReadingNode<Key>(reader: nodeID), [node])
            return _ViewNode(nodeID, LayerNode(order: order, alignment: .center), [reader] + layered)
        }
    }
}

extension View {
    public func overlayPreferenceValue<Key: PreferenceKey, Overlay: View>(_ key: Key.Type = Key.self,
                                                                          @ViewBuilder _ transform: @escaping (Key.Value) -> Overlay)
        -> ModifiedContent<Self, _PreferenceLayerModifier<Key, Overlay>> {
        modifier(_PreferenceLayerModifier(order: .overlay, layer: transform))
    }

    public func backgroundPreferenceValue<Key: PreferenceKey, Background: View>(_ key: Key.Type = Key.self,
                                                                                @ViewBuilder _ transform: @escaping (Key.Value) -> Background)
        -> ModifiedContent<Self, _PreferenceLayerModifier<Key, Background>> {
        modifier(_PreferenceLayerModifier(order: .background, layer: transform))
    }
}

/// Finds the key's value inside the view a layer is made from, for that
/// layer's next making; else a plain wrapper.
struct PreferenceReadingNode<Key: PreferenceKey>: NodeKind {
    /// The layered view that reads the value.
    var reader: ViewID

    func preferences(of node: _ViewNode, in collection: inout PreferenceCollection) -> PreferenceValues {
        let values = collection.values(of: node.children)
        collection.record(PreferenceRead(Key.self, values[Key.self] ?? Key.defaultValue), for: reader)
        return values
    }

}
