/// What a lazy stack or grid tells the sections it holds: which of their
/// parts stay in sight as its scroll view scrolls, and how their parts
/// follow one another (see `PinnedSectionNode`).
struct SectionPinning: Equatable {
    var pins: PinnedScrollableViews
    var axis: Axis
    var alignment: Alignment
    var spacing: Double
    /// The scroll view whose viewport the pinned parts stay in; nil where
    /// there is none of the axis, and nothing is pinned.
    var scroller: ViewID?
    /// In a grid, the grid whose columns a section's rows fill, between a
    /// header and a footer as long as the grid is wide.
    var grid: LazyGridNode?

    /// The rows of the section at `id`: a `ForEach` in a scroll view made
    /// as a lazy stack or grid of their own makes it, only the rows near
    /// the viewport; other content whole, in a grid laid in its columns.
    func rows<Content: View>(of content: Content, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        guard content is any _LazyRows, scroller != nil else {
            let rows = content._resolve(in: &context, at: id.child(1))
            guard let grid, !rows.isEmpty else { return rows }
            return [_ViewNode(id.child(5), grid, rows)]
        }
        if let grid { return LazyGridContent(grid: grid, pinnedViews: [], content: content).resolve(in: &context, at: id.child(5)) }
        return LazyStackContent(axis: axis, alignment: alignment, spacing: spacing, content: content).resolve(in: &context, at: id.child(5))
    }

    /// The grid's items hold no identity to compare: a grid whose items
    /// change is a view that changed, made again with what it holds.
    static func == (a: SectionPinning, b: SectionPinning) -> Bool {
        (a.pins, a.axis, a.alignment, a.spacing, a.scroller, a.grid == nil) == (b.pins, b.axis, b.alignment, b.spacing, b.scroller, b.grid == nil)
    }
}

/// Where a section with pinned parts lies along its scroll view's content,
/// as last placed: its pinned header and footer stay inside it.
final class SectionExtent {
    var start = 0.0
    var end = 0.0
    /// The lengths of its header and footer where they are pinned, 0 where not.
    var header = 0.0
    var footer = 0.0
}

/// Views one after another along `axis`, `spacing` apart, each offered the
/// room across and none along, as a lazy stack offers its rows, and
/// aligned across by `alignment`: the parts of a pinned section.
struct SectionRun: Equatable {
    var axis: Axis
    var alignment: Alignment
    var spacing: Double

    func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    }

    func size(of children: [_ViewNode], fitting proposal: ProposedViewSize, in pass: inout LayoutPass) -> Size {
        var along = 0.0, across = 0.0, count = 0
        for child in children where child.kind.takesSpace {
            let size = pass.size(of: child, offer(proposal))
            along += axis == .vertical ? size.height : size.width
            across = max(across, axis == .vertical ? size.width : size.height)
            count += 1
        }
        along += spacing * Double(max(count - 1, 0))
        return axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, pass: inout LayoutPass) {
        let offer = offer(ProposedViewSize(width: bounds.width, height: bounds.height))
        var at = axis == .vertical ? bounds.y : bounds.x
        for child in children {
            guard child.kind.takesSpace else {
                pass.place(child, offer, at: Point(x: bounds.x, y: bounds.y))
                continue
            }
            let size = pass.size(of: child, offer)
            switch axis {
            case .vertical:
                let x = alignment.origin(of: size, in: Rect(x: bounds.x, y: 0, width: bounds.width, height: size.height)).x
                pass.place(child, offer, at: Point(x: x, y: at))
                at += size.height + spacing
            case .horizontal:
                let y = alignment.origin(of: size, in: Rect(x: 0, y: bounds.y, width: size.width, height: bounds.height)).y
                pass.place(child, offer, at: Point(x: at, y: y))
                at += size.width + spacing
            }
        }
    }
}
