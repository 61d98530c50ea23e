/// SwiftUI's `LazyVGrid`: its children in rows across the columns its
/// items describe (see `LazyGridLayout`); in a vertical scroll view, a
/// `ForEach`'s cells are made and laid out only as their rows come near the
/// viewport (see `LazyGridContent`).
public struct LazyVGrid<Content: View>: _PrimitiveView {
    var columns: [GridItem]
    var alignment: HorizontalAlignment
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
    var content: Content

    /// `spacing` is between rows; `pinnedViews`, the parts of the
    /// `Section`s inside that stay in sight while their section is, in a
    /// vertical scroll view.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let grid = LazyGridNode(across: .horizontal, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        return LazyGridContent(grid: grid, pinnedViews: pinnedViews, content: content).resolve(in: &context, at: id)
    }
}

/// The parts of a scroll view's sections that stay in sight while it scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A lazy grid's cells in rows across its items, or columns down them, by
/// the grid rule, or its sections one after another; where only some rows
/// were made, those where the rows before them, measured or estimated, put
/// them, and the grid as long as all of them. Assistive tools see a group.
struct LazyGridNode: NodeKind {
    var across: Axis
    var items: [GridItem]
    var alignment: Alignment
    var spacing: Double?
    /// The rows made, where the grid makes only some.
    var lazy: LazyGridRows?

    /// A cell's guides stay in its cell, as a grid lines cells up by its columns.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? { nil }

    /// The sections of a grid that holds sections, one after another.
    private var sections: SectionRun {
        SectionRun(axis: across == .horizontal ? .vertical : .horizontal, alignment: alignment, spacing: LazyGridLayout.spacing(spacing))
    }

    private func holdsSections(_ children: [_ViewNode]) -> Bool { children.contains { $0.kind is PinnedSectionNode } }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        let inSections = holdsSections(children)
        guard let lazy else {
            return inSections ? sections.size(of: children, fitting: proposal, in: &pass) : layout(children).size(proposal, layout: &pass)
        }
        if inSections { return sizeOfSections(children, proposal, lazy, in: &pass) }
        let rows = layout(children).rows(proposal, layout: &pass)
        lazy.sizes.columns = max(rows.columns, 1)
        // Rows made for other columns are made again before they are drawn;
        // their lengths are the estimate of those made for the columns.
        for (index, length) in rows.lengths.enumerated() { lazy.sizes.measured(lazy.first + index, length, at: proposal) }
        let total = lazy.sizes.total(at: proposal)
        return across == .horizontal ? Size(width: rows.width, height: total) : Size(width: total, height: rows.width)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        var cellsBounds = bounds
        if let lazy {
            lazy.sizes.placed(at: proposal)
            if let content = pass.frames[ScrollViewNode.contentID(of: lazy.scroller)] {
                lazy.sizes.origin = across == .horizontal ? bounds.y - content.y : bounds.x - content.x
            }
            // The rows made start where those before them end.
            let start = lazy.sizes.start(of: lazy.first)
            cellsBounds = across == .horizontal ? Rect(x: bounds.x, y: bounds.y + start, width: bounds.width, height: bounds.height - start)
                : Rect(x: bounds.x + start, y: bounds.y, width: bounds.width - start, height: bounds.height)
        }
        guard !holdsSections(children) else { return sections.place(children, in: cellsBounds, pass: &pass) }
        for (cell, offer, origin) in layout(children).placements(proposal, in: cellsBounds, layout: &pass) {
            pass.place(cell, offer, at: origin)
        }
        for child in children where !child.kind.takesSpace {
            pass.place(child, proposal, at: Point(x: bounds.x, y: bounds.y))
        }
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.group(node, said: said)
    }

    /// A lazy grid of sections: each section a row, measured.
    private func sizeOfSections(_ children: [_ViewNode], _ proposal: ProposedViewSize, _ lazy: LazyGridRows,
                                in pass: inout LayoutPass) -> Size {
        lazy.sizes.columns = 1
        var widest = 0.0
        for (index, child) in children.filter(\.kind.takesSpace).enumerated() {
            let size = pass.size(of: child, sections.offer(proposal))
            lazy.sizes.measured(lazy.first + index, across == .horizontal ? size.height : size.width, at: proposal)
            widest = max(widest, across == .horizontal ? size.width : size.height)
        }
        let total = lazy.sizes.total(at: proposal)
        return across == .horizontal ? Size(width: widest, height: total) : Size(width: total, height: widest)
    }

    /// A leaving view holds no cell.
    private func layout(_ children: [_ViewNode]) -> LazyGridLayout {
        LazyGridLayout(across: across, items: items, alignment: alignment, spacing: spacing, cells: children.filter(\.kind.takesSpace))
    }
}
