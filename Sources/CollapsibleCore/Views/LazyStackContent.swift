/// How a lazy stack makes its content: inside a scroll view, of a
/// `ForEach`, only the rows in sight and half a viewport either side, from
/// where the scroll view is scrolled to, which it reads; elsewhere, or of
/// other content, every view, as the stack of the same axis does.
struct LazyStackContent<Content: View> {
    let axis: Axis
    let alignment: Alignment
    let spacing: CGFloat?
    var pinnedViews = PinnedScrollableViews()
    let content: Content

    /// How far beyond the viewport rows are made, in viewports either side:
    /// a scroll of less than that makes none.
    static var margin: Double { 0.5 }

    /// The spacing between rows where none is given: SwiftUI's between two views.
    static var defaultSpacing: Double { 8 }

    /// The gap between rows: the one given, where it is a number.
    private var rowSpacing: Double { spacing.map { $0.isFinite ? $0 : 0 } ?? Self.defaultSpacing }

    /// What the stack tells its sections, where it pins a part of them in
    /// a scroll view of its axis.
    private func pinning(in context: _ResolveContext) -> SectionPinning? {
        guard !pinnedViews.isEmpty, let scroller = context.scrollView, context.scrolls?[scroller]?.axes.contains(axis) == true else { return nil }
        return SectionPinning(pins: pinnedViews, axis: axis, alignment: alignment, spacing: rowSpacing, scroller: scroller)
    }

    func resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let pinning = pinning(in: context)
        guard let rows = content as? any _LazyRows, let scrolls = context.scrolls, let scroller = context.scrollView,
              let state = scrolls[scroller], state.axes.contains(axis) else {
            guard let pinning else {
                return axis == .vertical
                    ? _LayoutView(layout: VStackLayout(alignment: alignment.horizontal, spacing: spacing), content: content)._resolve(in: &context, at: id)
                    : _LayoutView(layout: HStackLayout(alignment: alignment.vertical, spacing: spacing), content: content)._resolve(in: &context, at: id)
            }
            return axis == .vertical
                ? stack(VStackLayout(alignment: alignment.horizontal, spacing: rowSpacing), pinning, in: &context, at: id)
                : stack(HStackLayout(alignment: alignment.vertical, spacing: rowSpacing), pinning, in: &context, at: id)
        }
        context.read(.scroll, id)
        scrolls.follows(id, in: scroller)
        scrolls.find(in: id, with: rows._row(identifiedBy:))
        let sizes = scrolls.rowSizes(of: id, count: rows._rowCount)
        sizes.spacing = rowSpacing
        sizes.axis = axis
        let range = sizes.rows(in: sizes.window(in: state, margin: Self.margin))
        sizes.made = range
        // A section of a row, pinned or not, makes its own rows as a lazy
        // stack does: a section of thousands is no row of thousands.
        let sections = pinning ?? SectionPinning(pins: [], axis: axis, alignment: alignment, spacing: rowSpacing, scroller: scroller)
        let made = context.stacking(along: axis) { context in
            context.sectionPinning = sections
            return rows._resolveRows(range, in: &context, at: id.child(0))
        }
        let node = LazyStackNode(axis: axis, alignment: alignment, rows: made.flatMap { row in row.nodes.map { _ in row.row } },
                                 sizes: sizes, scroller: scroller)
        return [_ViewNode(id, node, made.flatMap(\.nodes))]
    }

    /// Every view, laid out by `layout`, its sections told `pinning`.
    private func stack<L: Layout>(_ layout: L, _ pinning: SectionPinning, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let children = context.stacking(along: axis) { context in
            context.sectionPinning = pinning
            return content._resolve(in: &context, at: id.child(0))
        }
        return [_ViewNode(id, LayoutNode(layout: layout, call: context.layoutState(at: id, of: L.self)), children)]
    }
}
