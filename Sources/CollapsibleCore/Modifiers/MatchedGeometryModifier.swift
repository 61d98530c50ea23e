/// `matchedGeometryEffect(id:in:isSource:)`: views with one id in one
/// namespace share a frame. A view that is not the source is laid out in
/// the source's frame; a view that comes in where another with its id was
/// moves from that view's frame, and the view that goes moves to the new
/// one's, as SwiftUI matches them through a change.
public struct _MatchedGeometryEffect: _PrimitiveModifier {
    var key: MatchKey
    var isSource: Bool

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let kind = MatchedNode(key: key, isSource: isSource, isLeaving: context.transitions.within && context.transitions.isRemoving)
        return context.wrap(content, at: id, in: kind)
    }
}

extension View {
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    isSource: Bool = true) -> ModifiedContent<Self, _MatchedGeometryEffect> {
        modifier(_MatchedGeometryEffect(key: MatchKey(namespace: namespace, id: AnyHashable(id)), isSource: isSource))
    }
}

/// An id in a namespace.
struct MatchKey: Hashable, @unchecked Sendable {
    var namespace: Namespace.ID
    var id: AnyHashable
}

/// A matched view. Layout records it; once the whole tree is placed, one
/// that follows another's frame is placed again in it (see `LayoutPass`).
struct MatchedNode: NodeKind {
    var key: MatchKey
    var isSource: Bool
    /// The view is going, with its transition: it follows the one that stays.
    var isLeaving: Bool

    var followsOthers: Bool { true }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        pass.placeTogether(children, offered: proposal, in: bounds, alignment: .center)
        pass.matched(self, children: children, frame: bounds)
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        var inside = scope
        // Its content was placed again where it follows another's frame.
        inside.matched = (key, node.children.first.flatMap { presentation.frame(of: $0.id) })
        return presentation.add(node.children, in: inside)
    }
}
