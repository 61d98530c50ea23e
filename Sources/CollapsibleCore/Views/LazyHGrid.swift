/// SwiftUI's `LazyHGrid`: its children in columns down the rows its items
/// describe, `LazyVGrid` turned a quarter (see `LazyGridLayout`); in a
/// horizontal scroll view, a `ForEach`'s cells are made and laid out only as
/// their columns come near the viewport (see `LazyGridContent`).
public struct LazyHGrid<Content: View>: _PrimitiveView {
    var rows: [GridItem]
    var alignment: VerticalAlignment
    var spacing: CGFloat?
    var content: Content

    /// `spacing` is between columns; `pinnedViews` is accepted as
    /// SwiftUI's, and pins nothing, as there are no sections here to pin.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let grid = LazyGridNode(across: .vertical, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        return LazyGridContent(grid: grid, content: content).resolve(in: &context, at: id)
    }
}
