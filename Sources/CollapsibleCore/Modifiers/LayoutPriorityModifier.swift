/// `layoutPriority(_:)`: the room a stack offers this view before the
/// others, of lower priority, whose minimums it holds back.
public struct _LayoutPriorityLayout: _PrimitiveModifier {
    var priority: Double

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: LayoutPriorityNode(priority: priority))
    }
}

extension View {
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityLayout> {
        modifier(_LayoutPriorityLayout(priority: value))
    }
}

struct LayoutPriorityNode: NodeKind {
    var priority: Double

    func layoutPriority(children: [_ViewNode]) -> Double { priority }
}
