/// SwiftUI's `ZStackLayout`: subviews over one another, each offered the
/// whole, their guides of `alignment` on one line; as large as the union
/// of their frames so aligned. `ZStack` is this layout used as a view.
public struct ZStackLayout: Layout, GuidelessLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        extent(of: subviews, proposal).frame.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (frame, guides) = extent(of: subviews, proposal)
        for (index, (x, y)) in zip(subviews.indices, guides) {
            subviews.place(index, at: Point(x: bounds.x - frame.x - x, y: bounds.y - frame.y - y), proposal: proposal)
        }
    }

    private func guides(of index: Int, in subviews: Subviews, _ proposal: ProposedViewSize) -> (x: Double, y: Double) {
        (subviews.guide(.horizontal(alignment.horizontal), index, proposal), subviews.guide(.vertical(alignment.vertical), index, proposal))
    }

    /// The union of the subviews' frames, each placed with its guides on
    /// the origin, and those guides, in order. Placing asks again for the
    /// proposal the size was chosen for: what the last measure worked out
    /// for the same subviews is taken again.
    private func extent(of subviews: Subviews, _ proposal: ProposedViewSize) -> (frame: Rect, guides: [(x: Double, y: Double)]) {
        if let last = subviews.call.zStackExtent, last.isFor(self, subviews, proposal) { return (last.frame, last.guides) }
        var across = GuideSpan(), down = GuideSpan(), placed: [(x: Double, y: Double)] = []
        placed.reserveCapacity(subviews.count)
        for index in subviews.indices {
            let chosen = subviews.size(index, proposal)
            let (x, y) = guides(of: index, in: subviews, proposal)
            across.add(length: chosen.width) { x }
            down.add(length: chosen.height) { y }
            placed.append((x, y))
        }
        let frame = subviews.isEmpty ? Rect() : Rect(x: -across.line, y: -down.line, width: across.length, height: down.length)
        if let nodes = subviews.nodesInOrder {
            subviews.call.zStackExtent = Extent(alignment: alignment, nodes: nodes, proposal: proposal, frame: frame, guides: placed)
        }
        return (frame, placed)
    }

    /// What `extent(of:_:)` worked out last for a layout's subviews: a
    /// subview's size and guides for a proposal never change while it stands.
    struct Extent {
        let alignment: Alignment
        let nodes: ArraySlice<_ViewNode>
        let proposal: ProposedViewSize
        let frame: Rect
        let guides: [(x: Double, y: Double)]

        func isFor(_ stack: ZStackLayout, _ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> Bool {
            proposal == self.proposal && stack.alignment == alignment && subviews.areTheSame(as: nodes)
        }
    }
}
