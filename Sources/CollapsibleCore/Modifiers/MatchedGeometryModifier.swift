/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: views with
/// one id in one namespace share a frame, or its position or size. A view
/// that is not the source takes what `properties` names of the source's
/// frame (its size, and where its `anchor` is); a view that comes in where another with its id was
/// moves from that view's frame, and the view that goes moves to the new
/// one's, as SwiftUI matches them through a change.
public struct _MatchedGeometryEffect: _PrimitiveModifier {
    var key: MatchKey
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint
    var isSource: Bool

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let kind = MatchedNode(key: key, properties: properties, anchor: anchor, isSource: isSource,
                               isLeaving: context.transitions.within && context.transitions.isRemoving)
        return context.wrap(content, at: id, in: kind)
    }
}

extension View {
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
                                                    isSource: Bool = true) -> ModifiedContent<Self, _MatchedGeometryEffect> {
        modifier(_MatchedGeometryEffect(key: MatchKey(namespace: namespace, id: AnyHashable(id)), properties: properties,
                                        anchor: anchor, isSource: isSource))
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
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint
    var isSource: Bool
    /// The view is going, with its transition: it follows the one that stays.
    var isLeaving: Bool

    var followsOthers: Bool { true }

    /// Where it goes, laid out at `own`, following a source at `source`:
    /// the source's size, or its own; its anchor where the source's is, or
    /// where its own was.
    func frame(following source: Rect, own: Rect) -> Rect {
        let size = properties.contains(.size) ? Size(width: source.width, height: source.height) : Size(width: own.width, height: own.height)
        let at = properties.contains(.position) ? source : own
        let x = at.x + anchor.x * at.width - anchor.x * size.width, y = at.y + anchor.y * at.height - anchor.y * size.height
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

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
