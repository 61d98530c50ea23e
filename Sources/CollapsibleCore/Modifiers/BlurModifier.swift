/// `blur(radius:opaque:)`: the view's pixels blurred by a Gaussian whose
/// standard deviation is the radius, as SwiftUI's blur filter takes it. The
/// radius moves with a change's animation.
public struct _BlurEffect: _PrimitiveModifier {
    var radius: CGFloat

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let shown = context.animatable(radius.isNaN ? 0 : max(radius, 0), at: id)
        return context.wrap(content, at: id, in: BlurNode(radius: shown))
    }
}

extension View {
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BlurEffect> {
        modifier(_BlurEffect(radius: radius))
    }
}

/// Draws its content as one blurred group; no blur, no group.
struct BlurNode: NodeKind {
    var radius: Double

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let children = presentation.add(node.children, in: scope)
        return radius > 0 ? [.group(node.id, .blur(radius: radius), children)] : children
    }
}
