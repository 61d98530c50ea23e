/// `onPreferenceChange(_:perform:)`: an action handed the key's value from
/// the views inside, after the layout that changed it. A state the action
/// writes is laid out again before anything is drawn (see `LiveView`).
public struct _PreferenceActionModifier<Key: PreferenceKey>: _PrimitiveModifier where Key.Value: Equatable {
    var action: (Key.Value) -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.observePreferences()
        return context.wrap(content, at: id, in: PreferenceActionNode<Key>(action: action))
    }
}

extension View {
    public func onPreferenceChange<Key: PreferenceKey>(_ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void)
        -> ModifiedContent<Self, _PreferenceActionModifier<Key>> where Key.Value: Equatable {
        modifier(_PreferenceActionModifier(action: action))
    }
}

/// Finds the key's value inside it for its action, and passes on what its
/// children set; else a plain wrapper.
struct PreferenceActionNode<Key: PreferenceKey>: NodeKind where Key.Value: Equatable {
    var action: (Key.Value) -> Void

    func preferences(of node: _ViewNode, in collection: inout PreferenceCollection) -> PreferenceValues {
        let values = collection.values(of: node.children)
        collection.record(PreferenceChange(handler: node.id, Key.self, values[Key.self] ?? Key.defaultValue, action: action))
        return values
    }

}
