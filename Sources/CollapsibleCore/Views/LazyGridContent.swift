/// How a lazy grid makes its cells: inside a scroll view of the axis it
/// grows along, of a `ForEach`, only the rows of cells in sight and half a
/// viewport either side, as a lazy stack makes its rows (see
/// `LazyStackContent`), a row as many cells as layout last found columns
/// across the grid; elsewhere, or of other content, every cell.
struct LazyGridContent<Content: View> {
    let grid: LazyGridNode
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// The axis the grid grows along: its rows follow one another on it.
    private var along: Axis { grid.across == .horizontal ? .vertical : .horizontal }

    /// What the grid tells its sections: their rows fill its columns, and
    /// in a scroll view of its axis their parts in `pinnedViews` are pinned.
    private func pinning(in context: _ResolveContext) -> SectionPinning {
        let scroller = context.scrollView.flatMap { context.scrolls?[$0]?.axes.contains(along) == true ? $0 : nil }
        return SectionPinning(pins: scroller == nil ? [] : pinnedViews, axis: along, alignment: grid.alignment,
                              spacing: LazyGridLayout.spacing(grid.spacing), scroller: scroller, grid: grid)
    }

    func resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let pinning = pinning(in: context)
        guard let cells = content as? any _LazyRows, let scrolls = context.scrolls, let scroller = context.scrollView,
              let state = scrolls[scroller], state.axes.contains(along) else {
            return [_ViewNode(id, grid, context.stacking(along: nil) { context in
                context.sectionPinning = pinning
                return content._resolve(in: &context, at: id.child(0))
            })]
        }
        context.read(.scroll, id)
        scrolls.follows(id, in: scroller)
        // Until the grid is laid out, a row is one cell: layout then tells
        // the columns, and the rows are made again for them. A row of
        // sections is one section.
        let columns = max(scrolls.sizes(of: id)?.columns ?? 1, 1)
        scrolls.find(in: id) { key in cells._row(identifiedBy: key).map { $0 / columns } }
        let sizes = scrolls.rowSizes(of: id, count: cells._rowCount / columns + (cells._rowCount % columns == 0 ? 0 : 1))
        (sizes.columns, sizes.madeColumns) = (columns, columns)
        sizes.spacing = LazyGridLayout.spacing(grid.spacing)
        sizes.axis = along
        let rows = sizes.rows(in: sizes.window(in: state, margin: LazyStackContent<Content>.margin))
        sizes.made = rows
        let first = rows.lowerBound * columns
        let made = context.stacking(along: nil) { context in
            context.sectionPinning = pinning
            return cells._resolveRows(first..<min(rows.upperBound * columns, cells._rowCount), in: &context, at: id.child(0))
        }
        var node = grid
        node.lazy = LazyGridRows(sizes: sizes, first: rows.lowerBound, scroller: scroller)
        return [_ViewNode(id, node, made.flatMap(\.nodes))]
    }
}

/// The rows of a lazy grid that were made, from `first`, and what layout
/// learnt of them all.
struct LazyGridRows {
    let sizes: LazyRowSizes
    let first: Int
    /// The scroll view whose content holds the grid.
    let scroller: ViewID
}
