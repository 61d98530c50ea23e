/// SwiftUI's rule for sharing a stack's length among its children: spacing
/// is set aside first; then the least flexible children choose first, each
/// offered an equal share of what is left. A share is never negative, so a
/// stack too small for its fixed children overflows rather than giving
/// anyone a negative size.
struct StackLayout {
    let axis: Axis
    /// SwiftUI's spacing between two views where none is given.
    let spacing: Double
    let children: [_ViewNode]

    init(axis: Axis, spacing: Double?, children: [_ViewNode]) {
        self.axis = axis
        self.spacing = spacing.map { $0.isFinite ? $0 : 0 } ?? 8
        self.children = children
    }

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The stack's size for `proposal`, and what each child was offered.
    /// Across, it is as large as its children with their guides of the
    /// alignment on one line.
    mutating func size(_ proposal: ProposedSize, alignment: Alignment,
                       layout: inout LayoutPass) -> (size: Size, offers: [ProposedSize], before: Double) {
        let offers = self.offers(proposal, layout: &layout)
        var size = Size(width: 0, height: 0)
        // How far the children reach before the line of their guides, and after it.
        var (before, after) = (-Double.infinity, -Double.infinity)
        for (child, offer) in zip(children, offers) {
            let chosen = layout.size(of: child, offer)
            let guide = layout.guide(self.guide(alignment), of: child, offer)
            size[axis] += chosen[axis]
            (before, after) = (max(before, guide), max(after, chosen[cross] - guide))
        }
        size[axis] += spacing * Double(max(children.count - 1, 0))
        guard !children.isEmpty else { return (size, offers, 0) }
        size[cross] = before + after
        return (size, offers, before)
    }

    /// The guide children are lined up by across the stack.
    private func guide(_ alignment: Alignment) -> AlignmentGuide {
        axis == .horizontal ? .vertical(alignment.vertical) : .horizontal(alignment.horizontal)
    }

    /// Where each child goes, in order, inside the stack's `bounds`.
    mutating func placements(_ proposal: ProposedSize, in bounds: Rect, alignment: Alignment,
                             layout: inout LayoutPass) -> [(_ViewNode, ProposedSize, Point)] {
        let (_, offers, line) = size(proposal, alignment: alignment, layout: &layout)
        var along = axis == .horizontal ? bounds.x : bounds.y
        return zip(children, offers).map { child, offer in
            let chosen = layout.size(of: child, offer)
            let across = line - layout.guide(guide(alignment), of: child, offer)
            let origin = axis == .horizontal ? Point(x: along, y: bounds.y + across) : Point(x: bounds.x + across, y: along)
            along += chosen[axis] + spacing
            return (child, offer, origin)
        }
    }

    /// What each child is offered along the stack. An unspecified or infinite
    /// length is passed on as it is; a length is shared.
    private func offers(_ proposal: ProposedSize, layout: inout LayoutPass) -> [ProposedSize] {
        guard let length = proposal[axis], length.isFinite else {
            return Array(repeating: proposal, count: children.count)
        }
        func offer(_ along: Double) -> ProposedSize {
            var offer = proposal
            offer[axis] = along
            return offer
        }
        // Flexibility: how much more a child takes when offered all than none.
        let flexibility = children.map { child in
            layout.size(of: child, offer(.infinity))[axis] - layout.size(of: child, offer(0))[axis]
        }
        // A stable sort, so that equally flexible children keep their order.
        let order = children.indices.sorted { flexibility[$0] < flexibility[$1] || flexibility[$0] == flexibility[$1] && $0 < $1 }
        var available = length - spacing * Double(max(children.count - 1, 0))
        var offers = Array(repeating: proposal, count: children.count)
        for (taken, index) in order.enumerated() {
            offers[index] = offer(max(available / Double(children.count - taken), 0))
            available -= layout.size(of: children[index], offers[index])[axis]
        }
        return offers
    }
}

/// An `HStack` or a `VStack`: its children along an axis, by the stack rule
/// above, aligned across it. Assistive tools see a group.
struct StackNode: NodeKind {
    var axis: Axis
    var alignment: Alignment
    var spacing: Double?

    func size(fitting proposal: ProposedSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        var stack = StackLayout(axis: axis, spacing: spacing, children: Self.spaced(children))
        return stack.size(proposal, alignment: alignment, layout: &pass).size
    }

    /// The children that take room; the same array where all do, as but a
    /// view that is leaving does not, and a stack is measured many times.
    private static func spaced(_ children: [_ViewNode]) -> [_ViewNode] {
        children.allSatisfy { $0.kind.takesSpace } ? children : children.filter { $0.kind.takesSpace }
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedSize, pass: inout LayoutPass) {
        var stack = StackLayout(axis: axis, spacing: spacing, children: Self.spaced(children))
        for (child, offer, origin) in stack.placements(proposal, in: bounds, alignment: alignment, layout: &pass) {
            pass.place(child, offer, at: origin)
        }
        for child in children where !child.kind.takesSpace {
            pass.place(child, proposal, at: Point(x: bounds.x, y: bounds.y))
        }
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.group(node, said: said)
    }
}
