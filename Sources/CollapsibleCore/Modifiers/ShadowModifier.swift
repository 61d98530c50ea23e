public struct _ShadowEffect: _PrimitiveModifier {
    var shadow: Shadow

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: ShadowNode(shadow: shadow))
    }
}

extension View {
    /// SwiftUI's default shadow colour is black at 33 %, in both schemes.
    public consuming func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat,
                                 x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _ShadowEffect> {
        modifier(_ShadowEffect(shadow: Shadow(color: color, radius: max(radius, 0), offset: Point(x: x, y: y))))
    }
}

/// A shadow is cast by everything inside it together, as one group.
struct ShadowNode: NodeKind {
    var shadow: Shadow

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        [.group(node.id, .shadow(shadow), presentation.add(node.children, in: scope))]
    }
}
