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
    mutating func size(_ proposal: ProposedSize, layout: inout LayoutPass) -> (size: Size, offers: [ProposedSize]) {
        let offers = self.offers(proposal, layout: &layout)
        var size = Size(width: 0, height: 0)
        for (child, offer) in zip(children, offers) {
            let chosen = layout.size(of: child, offer)
            size[axis] += chosen[axis]
            size[cross] = max(size[cross], chosen[cross])
        }
        size[axis] += spacing * Double(max(children.count - 1, 0))
        return (size, offers)
    }

    /// Where each child goes, in order, inside the stack's `bounds`.
    mutating func placements(_ proposal: ProposedSize, in bounds: Rect, alignment: Alignment,
                             layout: inout LayoutPass) -> [(_ViewNode, ProposedSize, Point)] {
        let offers = size(proposal, layout: &layout).offers
        var along = axis == .horizontal ? bounds.x : bounds.y
        return zip(children, offers).map { child, offer in
            let chosen = layout.size(of: child, offer)
            let origin: Point
            if axis == .horizontal {
                origin = Point(x: along, y: bounds.y + alignment.vertical.offset(chosen.height, in: bounds.height))
            } else {
                origin = Point(x: bounds.x + alignment.horizontal.offset(chosen.width, in: bounds.width), y: along)
            }
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
        return stack.size(proposal, layout: &pass).size
    }

    /// The children that take room; the same array where all do, as but a
    /// view that is leaving does not, and a stack is measured many times.
    private static func spaced(_ children: [_ViewNode]) -> [_ViewNode] {
        children.allSatisfy(\.kind.takesSpace) ? children : children.filter(\.kind.takesSpace)
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

    func elements(of node: _ViewNode, said: AccessibilityElements.Said, in walk: AccessibilityElements) -> [AccessibilityElement] {
        walk.group(node, said: said)
    }
}
