/// `blur(radius:opaque:)`: the view's pixels blurred by a Gaussian whose
/// standard deviation is the radius, as SwiftUI's blur filter takes it. The
/// radius moves with a change's animation. Opaque, the blur leaves no
/// transparency: each pixel of it divided by its alpha, so that its edges do
/// not fade.
public struct _BlurEffect: _PrimitiveModifier {
    var radius: CGFloat
    var opaque: Bool

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let shown = context.animatable(radius.isNaN ? 0 : max(radius, 0), at: id)
        return context.wrap(content, at: id, in: BlurNode(radius: shown, opaque: opaque))
    }
}

extension View {
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BlurEffect> {
        modifier(_BlurEffect(radius: radius, opaque: opaque))
    }
}

/// Draws its content as one blurred group, made opaque in a group around it
/// when asked; no blur, no group.
struct BlurNode: NodeKind {
    var radius: Double
    var opaque: Bool

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let children = presentation.add(node.children, in: scope)
        guard radius > 0 else { return children }
        let blurred = Presentation.Node.group(node.id, .blur(radius: radius), children)
        // The content is the modifier's first child: the second is free for the group around the blur.
        return opaque ? [.group(node.id.child(1), .colorMatrix(.opaque), [blurred])] : [blurred]
    }
}
