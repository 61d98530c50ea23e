/// SwiftUI's `ZStackLayout`: subviews over one another, each offered the
/// whole, their guides of `alignment` on one line; as large as the union
/// of their frames so aligned. `ZStack` is this layout used as a view.
public struct ZStackLayout: Layout, GuidelessLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        extent(of: subviews, proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origin = extent(of: subviews, proposal).origin
        for index in subviews.indices {
            let (x, y) = guides(of: index, in: subviews, proposal)
            subviews.place(index, at: Point(x: bounds.x - origin.x - x, y: bounds.y - origin.y - y), proposal: proposal)
        }
    }

    private func guides(of index: Int, in subviews: Subviews, _ proposal: ProposedViewSize) -> (x: Double, y: Double) {
        (subviews.guide(.horizontal(alignment.horizontal), index, proposal), subviews.guide(.vertical(alignment.vertical), index, proposal))
    }

    /// The union of the subviews' frames, each placed with its guides on the origin.
    private func extent(of subviews: Subviews, _ proposal: ProposedViewSize) -> Rect {
        var across = GuideSpan(), down = GuideSpan()
        for index in subviews.indices {
            let chosen = subviews.size(index, proposal)
            let (x, y) = guides(of: index, in: subviews, proposal)
            across.add(length: chosen.width) { x }
            down.add(length: chosen.height) { y }
        }
        guard !subviews.isEmpty else { return Rect() }
        return Rect(x: -across.line, y: -down.line, width: across.length, height: down.length)
    }
}
