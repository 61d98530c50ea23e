/// `blendMode(_:)`: the view drawn as one group, laid over what is under
/// it by the mode's rule; `normal` is no group at all.
public struct _BlendModeEffect: _PrimitiveModifier {
    var mode: BlendMode

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: CompositingNode(effect: mode == .normal ? nil : .blend(mode.graphicsMode)))
    }
}

extension View {
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _BlendModeEffect> {
        modifier(_BlendModeEffect(mode: blendMode))
    }
}

/// Draws everything inside as one group through `effect`; none, as it is.
struct CompositingNode: NodeKind {
    var effect: Effect?

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let children = presentation.add(node.children, in: scope)
        guard let effect else { return children }
        return [.group(node.id, effect, children)]
    }
}
