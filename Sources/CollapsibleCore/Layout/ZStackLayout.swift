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

    /// The union of the subviews' frames, each placed with its guides on the
    /// origin. A subview as long as an infinite offer makes the union
    /// infinite along that axis, whatever its guide, as a stack measured
    /// for how far it can grow finds.
    private func extent(of subviews: Subviews, _ proposal: ProposedViewSize) -> Rect {
        var lower = Point(x: Double.infinity, y: Double.infinity), upper = Point(x: -Double.infinity, y: -Double.infinity)
        var endless = (width: false, height: false)
        for index in subviews.indices {
            let chosen = subviews.size(index, proposal)
            endless = (endless.width || chosen.width.isInfinite, endless.height || chosen.height.isInfinite)
            let (x, y) = guides(of: index, in: subviews, proposal)
            if chosen.width.isFinite { (lower.x, upper.x) = (min(lower.x, -x), max(upper.x, chosen.width - x)) }
            if chosen.height.isFinite { (lower.y, upper.y) = (min(lower.y, -y), max(upper.y, chosen.height - y)) }
        }
        guard !subviews.isEmpty else { return Rect() }
        func span(_ lower: Double, _ upper: Double, endless: Bool) -> (origin: Double, length: Double) {
            endless ? (lower.isFinite ? lower : 0, .infinity) : (lower, upper - lower)
        }
        let (x, width) = span(lower.x, upper.x, endless: endless.width)
        let (y, height) = span(lower.y, upper.y, endless: endless.height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
