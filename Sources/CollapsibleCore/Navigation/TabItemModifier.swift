/// `tabItem(_:)`: the label of the view's tab in the `TabView` around it,
/// a `Label` or a text and an image, shown in the tab bar.
public struct _TabItemModifier<TabLabel: View>: _PrimitiveModifier {
    var label: TabLabel

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: TabItemNode(label: AnyView(label)))
    }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier<V>> {
        modifier(_TabItemModifier(label: label()))
    }
}

/// Where a tab's label was set: to layout, drawing and assistive tools, a
/// plain wrapper.
struct TabItemNode: NodeKind {
    var label: AnyView
}

extension _ViewNode {
    /// The first node of kind `Kind` down this one's line of single
    /// children, as a modifier's node sits around the view it modifies.
    func wrapper<Kind: NodeKind>(of kind: Kind.Type) -> Kind? {
        var node: _ViewNode? = self
        while let current = node {
            if let found = current.kind as? Kind { return found }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }
}
