/// `hidden()`: the view keeps its place in layout, and draws nothing, takes
/// no tap and is told to no assistive tool.
public struct _HiddenModifier: _PrimitiveModifier {
    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: HiddenNode())
    }
}

extension View {
    public func hidden() -> ModifiedContent<Self, _HiddenModifier> {
        modifier(_HiddenModifier())
    }
}

struct HiddenNode: NodeKind {
    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] { [] }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] { [] }
}
