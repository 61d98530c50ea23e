public struct _OpacityEffect: _PrimitiveModifier {
    var opacity: Double

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let shown = context.animatable(min(max(opacity.isNaN ? 1 : opacity, 0), 1), at: id)
        return context.wrap(content, at: id, in: OpacityNode(opacity: shown))
    }
}

extension View {
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: opacity))
    }
}

/// Everything inside is drawn as one group at the opacity; fully
/// transparent, it is not hit. Fully opaque, it is no group at all, so that
/// the fade every inserted view may take costs nothing once it is in.
struct OpacityNode: NodeKind {
    var opacity: Double

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        if opacity >= 1 { return presentation.add(node.children, in: scope) }
        var inside = scope
        inside.hittable = scope.hittable && opacity > 0
        return [.group(node.id, .opacity(opacity), presentation.add(node.children, in: inside))]
    }
}
