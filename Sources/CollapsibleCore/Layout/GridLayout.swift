/// SwiftUI's `GridLayout`: the layout of a `Grid`, its subviews `GridRow`s
/// and views outside any row, by the grid's rule (`GridArrangement`). It is
/// a `Layout` like any other, so `AnyLayout(GridLayout())` turns a stack
/// into a grid with each subview kept. `Grid` is this layout used as a view.
public struct GridLayout: Layout, GuidelessLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// Which cell is in which row and column: found once for the subviews,
    /// and again where they or the layout change.
    public struct Cache {
        var arrangement: GridArrangement
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(arrangement: GridArrangement(subviews, alignment: alignment, spacing: (horizontalSpacing, verticalSpacing)))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        subviews.call.measuring("the grid's size") { cache.arrangement.size(proposal, in: &$0) } ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        subviews.call.measuring("the grid's cells") { cache.arrangement.place(in: bounds, proposal, pass: &$0, subviews: subviews) }
    }
}
