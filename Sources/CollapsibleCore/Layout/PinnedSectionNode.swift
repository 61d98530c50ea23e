/// A section of a lazy stack that pins its header or footer, as SwiftUI's
/// `pinnedViews` asks, or of a lazy grid: its parts one after another
/// along the stack, each pinned one in a `PinNode`, which draws it over the
/// rows and keeps it in the viewport while the section is in sight; in a
/// grid, its rows fill the grid's columns.
struct PinnedSectionNode: SectionPartsNode {
    let id: ViewID
    let run: SectionRun
    let extent: SectionExtent

    /// The section `id` of `header`, `rows` and `footer`, its pinned parts
    /// wrapped where there is a scroll view to pin them in.
    static func section(_ id: ViewID, header: [_ViewNode], rows: [_ViewNode], footer: [_ViewNode], pinning: SectionPinning,
                        scrolls: ScrollStates?) -> _ViewNode {
        let run = SectionRun(axis: pinning.axis, alignment: pinning.alignment, spacing: pinning.spacing)
        let extent = SectionExtent()
        func pinned(_ nodes: [_ViewNode], _ edge: PinNode.Edge, at pin: ViewID) -> [_ViewNode] {
            guard let scrolls, let scroller = pinning.scroller, !nodes.isEmpty,
                  pinning.pins.contains(edge == .header ? .sectionHeaders : .sectionFooters) else { return nodes }
            return [_ViewNode(pin, PinNode(edge: edge, run: run, extent: extent, scrolls: scrolls, scroller: scroller), nodes)]
        }
        let children = pinned(header, .header, at: headerID(of: id)) + rows + pinned(footer, .footer, at: footerID(of: id))
        return _ViewNode(id, PinnedSectionNode(id: id, run: run, extent: extent), children)
    }

    /// Where a section's pinned header and footer are.
    static func headerID(of id: ViewID) -> ViewID { id.child(3) }
    static func footerID(of id: ViewID) -> ViewID { id.child(4) }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        run.place(children, in: bounds, pass: &pass)
        let vertical = run.axis == .vertical
        extent.start = vertical ? bounds.minY : bounds.minX
        extent.end = vertical ? bounds.maxY : bounds.maxX
        func length(_ id: ViewID) -> Double {
            guard let frame = children.contains(where: { $0.id == id }) ? pass.frames[id] : nil else { return 0 }
            return vertical ? frame.height : frame.width
        }
        extent.header = length(Self.headerID(of: id))
        extent.footer = length(Self.footerID(of: id))
    }
}

/// A section's pinned header or footer: drawn over the section's rows, and
/// moved, at each frame, to the viewport's start (a header) or end (a
/// footer) while the section reaches past it, as far as the section's
/// other end allows: the next section's header pushes it out.
struct PinNode: SectionPartsNode {
    enum Edge { case header, footer }
    let edge: Edge
    let run: SectionRun
    let extent: SectionExtent
    let scrolls: ScrollStates
    let scroller: ViewID

    var zIndex: Double { 1 }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let children = presentation.add(node.children, in: scope)
        return presentation.addFramedGroup(node.id, in: scope, children) { frame in
            let shift = shift(of: frame)
            return .transform(run.axis == .vertical ? CGAffineTransform(translationX: 0, y: shift) : CGAffineTransform(translationX: shift, y: 0))
        }
    }

    /// How far the part laid out at `frame` is moved to stay in sight.
    func shift(of frame: Rect) -> Double {
        guard let state = scrolls[scroller] else { return 0 }
        let offset = scrolls.shownOffset(of: scroller), vertical = run.axis == .vertical
        let start = vertical ? frame.minY : frame.minX, length = vertical ? frame.height : frame.width
        // A part pins where the content shows clear of the bars it is inset from.
        let insets = state.safeInsets
        let viewStart = vertical ? state.viewport.minY + insets.top + offset.y : state.viewport.minX + insets.leading + offset.x
        let viewEnd = viewStart + (vertical ? state.clear.height : state.clear.width)
        switch edge {
        case .header: return max(start, min(viewStart, extent.end - extent.footer - length)) - start
        case .footer: return min(start, max(viewEnd - length, extent.start + extent.header)) - start
        }
    }

    /// Assistive tools find the part where it is drawn.
    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let shift = walk.drawn(node).map(shift(of:)) ?? 0
        let moved = run.axis == .vertical ? CGAffineTransform(translationX: 0, y: shift) : CGAffineTransform(translationX: shift, y: 0)
        return walk.through(moved).elements(of: node.children, said: said)
    }
}

/// A node whose children follow one another as its `run` lays them: a
/// section, or its pinned part.
protocol SectionPartsNode: NodeKind {
    var run: SectionRun { get }
}

extension SectionPartsNode {
    /// Its parts' guides stay inside it, as a lazy stack's rows' do.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? { nil }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        run.size(of: children, fitting: proposal, in: &pass)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        run.place(children, in: bounds, pass: &pass)
    }
}
