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

/// Lays the screen out in its own frame, the dimming over it, and draws
/// them moved by the part it is covered, as iOS moves the screen's layer:
/// the screen is not laid out again at each frame of the motion. A screen
/// at rest under another is neither drawn nor told to assistive tools: it
/// cannot be seen, and its controls take no focus.
struct NavigationCoverNode: NodeKind {
    var fraction: Double
    var covered: Bool

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        pass.size(ofTogether: children.prefix(1), proposal)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        pass.placeTogether(children, offered: ProposedViewSize(width: bounds.width, height: bounds.height), in: bounds, alignment: .center)
    }

    /// How far the screen in `frame` is moved.
    private func shift(_ frame: Rect) -> CGAffineTransform {
        CGAffineTransform(translationX: -frame.width * NavigationCoverModifier.shift * fraction, y: 0)
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        guard fraction < 1 else { return [] }
        let children = presentation.add(node.children, in: scope)
        guard fraction > 0 else { return children }
        return presentation.addFramedGroup(node.id, in: scope, children) { [self] frame in .transform(shift(frame)) }
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        guard !covered else { return [] }
        guard fraction > 0, let frame = walk.drawn(node) else { return walk.elements(of: node.children, said: said) }
        return walk.through(shift(frame)).elements(of: node.children, said: said)
    }
}
