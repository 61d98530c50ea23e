/// What a presented layer's backdrop does: what Escape does while the layer
/// is frontmost, and
/// that the window under it takes no click and no keyboard focus.
struct ModalBarrier {
    var escape: () -> Void
    /// Whether the arrows move the focus among the layer's controls, as
    /// among a menu's items.
    var arrowsMoveFocus = false
    /// Whether the layer is a submenu, which Left closes as Escape does.
    var isSubmenu = false
}

/// The backdrop behind a presented layer: the window's content dimmed by
/// `dimming` black, a click on it running `tap` (dismissing a popover, a
/// dialog, a form sheet) and nothing reaching what is under it. Assistive
/// tools do not see it.
struct Backdrop: _PrimitiveView {
    var dimming: Double
    var tap: () -> Void
    var barrier: ModalBarrier

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let action = TapAction(perform: tap, disclosure: nil, barrier: barrier)
        // As dark as the layer has come in.
        let shown = Color.black.opacity(dimming * context.environment.presentationProgress)
        return context.wrap(shown, at: id, in: BackdropNode(action: action))
    }
}

struct BackdropNode: NodeKind {
    var action: TapAction

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.addTap(node.id, action, on: node.children, in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] { [] }
}
