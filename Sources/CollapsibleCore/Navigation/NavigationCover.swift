/// A screen of a `NavigationStack` as the screens above it leave it: moved
/// a third of its width toward the leading edge and dimmed while one
/// covers it, as iOS moves the screen under the one pushed. Decided after
/// the screen is made, since a destination its content declares may be
/// what shows a value above it.
struct NavigationCoverModifier: _PrimitiveModifier {
    var context: NavigationContext
    /// The values pushed above this screen, and the views.
    var valuesAbove: [AnyHashable]
    var viewsAbove: Int

    /// How far a covered screen moves, of its width, and how dark it turns.
    static let shift = 1.0 / 3
    static let dimming = 0.1

    func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let made = content._resolve(in: &context, at: id.child(0))
        let covered = viewsAbove > 0 || valuesAbove.contains { self.context.destination(for: $0) != nil }
        let fraction = context.animatable(covered ? 1.0 : 0, at: id)
        var children = made
        if fraction > 0 {
            children += Color.black.opacity(Self.dimming * fraction)._resolve(in: &context, at: id.child(1))
        }
        return [_ViewNode(id, NavigationCoverNode(fraction: fraction, covered: covered), children)]
    }
}

/// Lays the screen out in its own frame, moved by the part it is covered,
/// the dimming over it. A screen at rest under another is neither drawn
/// nor told to assistive tools: it cannot be seen, and its controls take
/// no focus.
struct NavigationCoverNode: NodeKind {
    var fraction: Double
    var covered: Bool

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        pass.size(ofTogether: children.prefix(1), proposal)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let moved = Rect(x: bounds.x - bounds.width * NavigationCoverModifier.shift * fraction, y: bounds.y,
                         width: bounds.width, height: bounds.height)
        pass.placeTogether(children, offered: ProposedViewSize(width: bounds.width, height: bounds.height), in: moved, alignment: .center)
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        fraction >= 1 ? [] : presentation.add(node.children, in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        covered ? [] : walk.elements(of: node.children, said: said)
    }
}
