/// `id(_:)`: the view known by `id`. Another id is another view: the old
/// one leaves with its transition and its state, the new one comes with
/// its own, as SwiftUI's explicit identity does; a transition written
/// inside the modifier or around it is theirs.
public struct _IDModifier<ID: Hashable>: _PrimitiveModifier {
    var id: ID

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let scope = id.element(id: self.id)
        context.identifyForScrolling(self.id, as: scope)
        // A transition around the modifier is the view's of each id.
        let around = context.transitions.around
        context.transitions.around = nil
        let made = context.transitionScope(scope) {
            guard let around else { return content._resolve(in: &$0, at: scope) }
            return content.transition(around)._resolve(in: &$0, at: scope)
        }
        return context.withLeavingElements(of: id, present: [scope], made: [scope: made])
    }
}

extension View {
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IDModifier<ID>> {
        modifier(_IDModifier(id: id))
    }
}
