/// SwiftUI's `Grid`: its `GridRow`s' cells in columns as wide as their
/// widest cell and rows as tall as their tallest, a view outside any row a
/// row of its own across every column (`GridArrangement`).
public struct Grid<Content: View>: _PrimitiveView {
    var alignment: Alignment
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?
    var content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let rows = context.stacking(along: nil) { content._resolve(in: &$0, at: id.child(0)) }
        // A row in a grid leaves its cells to the grid.
        let placed = rows.map { row in
            guard let kind = row.kind as? GridRowNode else { return row }
            return _ViewNode(row.id, GridRowNode(alignment: kind.alignment, inGrid: true), row.children)
        }
        let grid = GridNode(alignment: alignment, spacing: (horizontalSpacing, verticalSpacing))
        return [_ViewNode(id, grid, placed)]
    }
}

/// A grid: its rows and cells as `GridArrangement` sizes and places them.
/// Assistive tools see a group.
struct GridNode: NodeKind {
    var alignment: Alignment
    var spacing: (horizontal: Double?, vertical: Double?)

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        GridArrangement(rows: children, alignment: alignment, spacing: spacing).size(proposal, in: &pass)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        GridArrangement(rows: children, alignment: alignment, spacing: spacing).place(in: bounds, proposal, pass: &pass)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.group(node, said: said)
    }
}
