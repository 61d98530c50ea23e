/// SwiftUI's `LazyVGrid`: its children in rows across the columns its
/// items describe (see `LazyGridLayout`). Here every cell is made and laid
/// out; the grid is lazy in name only.
public struct LazyVGrid<Content: View>: _PrimitiveView {
    var columns: [GridItem]
    var alignment: HorizontalAlignment
    var spacing: CGFloat?
    var content: Content

    /// `spacing` is between rows; `pinnedViews` is accepted as SwiftUI's,
    /// and pins nothing, as there are no sections here to pin.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let grid = LazyGridNode(across: .horizontal, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        return [_ViewNode(id, grid, context.stacking(along: nil) { content._resolve(in: &$0, at: id.child(0)) })]
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
/// the grid rule. Assistive tools see a group.
struct LazyGridNode: NodeKind {
    var across: Axis
    var items: [GridItem]
    var alignment: Alignment
    var spacing: Double?

    /// A cell's guides stay in its cell, as a grid lines cells up by its columns.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? { nil }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        layout(children).size(proposal, layout: &pass)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        for (cell, offer, origin) in layout(children).placements(proposal, in: bounds, layout: &pass) {
            pass.place(cell, offer, at: origin)
        }
        for child in children where !child.kind.takesSpace {
            pass.place(child, proposal, at: Point(x: bounds.x, y: bounds.y))
        }
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.group(node, said: said)
    }

    /// A leaving view holds no cell.
    private func layout(_ children: [_ViewNode]) -> LazyGridLayout {
        LazyGridLayout(across: across, items: items, alignment: alignment, spacing: spacing, cells: children.filter(\.kind.takesSpace))
    }
}
