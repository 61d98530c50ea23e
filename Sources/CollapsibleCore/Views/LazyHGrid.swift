/// SwiftUI's `LazyHGrid`: its children in columns down the rows its items
/// describe, `LazyVGrid` turned a quarter (see `LazyGridLayout`); in a
/// horizontal scroll view, a `ForEach`'s cells are made and laid out only as
/// their columns come near the viewport (see `LazyGridContent`).
public struct LazyHGrid<Content: View>: _PrimitiveView {
    var rows: [GridItem]
    var alignment: VerticalAlignment
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
    var content: Content

    /// `spacing` is between columns; `pinnedViews`, the parts of the
    /// `Section`s inside that stay in sight while their section is, in a
    /// horizontal scroll view.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let grid = LazyGridNode(across: .vertical, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        return LazyGridContent(grid: grid, pinnedViews: pinnedViews, content: content).resolve(in: &context, at: id)
    }
}
