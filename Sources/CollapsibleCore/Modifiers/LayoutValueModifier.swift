/// `layoutValue(key:value:)`: a value the layout this view is in reads as
/// `subview[Key.self]`; of two set on one view, the last counts.
public struct _LayoutValueModifier<Key: LayoutValueKey>: _PrimitiveModifier {
    var value: Key.Value

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: LayoutValueNode(key: ObjectIdentifier(Key.self), value: value))
    }
}

extension View {
    public func layoutValue<Key: LayoutValueKey>(key: Key.Type, value: Key.Value) -> ModifiedContent<Self, _LayoutValueModifier<Key>> {
        modifier(_LayoutValueModifier<Key>(value: value))
    }
}

struct LayoutValueNode: NodeKind {
    var key: ObjectIdentifier
    var value: Any

    func layoutValue(_ key: ObjectIdentifier, children: [_ViewNode]) -> Any? {
        key == self.key ? value : children.count == 1 ? children[0].kind.layoutValue(key, children: children[0].children) : nil
    }
}
