/// Children over one another, each offered the whole, later ones in front.
public struct ZStack<Content: View>: _PrimitiveView {
    var alignment: Alignment
    var content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, ZStackNode(alignment: alignment), context.stacking(along: nil) { content._resolve(in: &$0, at: id.child(0)) })]
    }
}

/// Children laid over one another, each offered the whole, their guides of
/// the alignment on one line; as large as the union of their frames so
/// aligned. Assistive tools see a group.
struct ZStackNode: NodeKind {
    var alignment: Alignment

    func size(fitting proposal: ProposedSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        extent(of: children, proposal, in: &pass).size
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedSize, pass: inout LayoutPass) {
        let origin = extent(of: children, proposal, in: &pass).origin
        for child in children {
            let x = pass.guide(.horizontal(alignment.horizontal), of: child, proposal)
            let y = pass.guide(.vertical(alignment.vertical), of: child, proposal)
            pass.place(child, proposal, at: Point(x: bounds.x - origin.x - x, y: bounds.y - origin.y - y))
        }
    }

    /// The union of the children's frames, each placed with its guides on the origin.
    private func extent(of children: [_ViewNode], _ proposal: ProposedSize, in pass: inout LayoutPass) -> Rect {
        var lower = Point(x: Double.infinity, y: Double.infinity), upper = Point(x: -Double.infinity, y: -Double.infinity)
        for child in children {
            let chosen = pass.size(of: child, proposal)
            let x = -pass.guide(.horizontal(alignment.horizontal), of: child, proposal)
            let y = -pass.guide(.vertical(alignment.vertical), of: child, proposal)
            lower = Point(x: min(lower.x, x), y: min(lower.y, y))
            upper = Point(x: max(upper.x, x + chosen.width), y: max(upper.y, y + chosen.height))
        }
        guard !children.isEmpty else { return Rect() }
        return Rect(x: lower.x, y: lower.y, width: upper.x - lower.x, height: upper.y - lower.y)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.group(node, said: said)
    }
}
