/// A tab view's tabs as pages, as `tabViewStyle(.page)` shows them: side by
/// side, each the view's whole size, the selected one in view; iOS's page
/// dots over the bottom. The pages take the keyboard's focus as one
/// control, which the arrow keys turn, and a drag across them turns them.
struct TabViewPages<Content: View>: _PrimitiveView {
    var content: Content
    /// The selected page's tag; nil for the first.
    var selected: AnyHashable?
    var select: (AnyHashable) -> Void
    var dots: PageTabViewStyle.IndexDisplayMode

    /// The motion of a page turning.
    static var motion: Animation { .smooth(duration: 0.3) }

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let pages = content._resolve(in: &context, at: id.child(0))
        let tags = pages.enumerated().map { index, page in page.wrapper(of: TagNode.self)?.tag ?? AnyHashable(index) }
        let index = selected.flatMap { tags.firstIndex(of: $0) } ?? 0
        let select = select
        let turn = PageTurn(pages: pages.map(\.id), page: index) { page in withAnimation(Self.motion) { select(tags[page]) } }
        let showsDots = switch dots {
        case .automatic: pages.count > 1
        case .always: true
        case .never: false
        }
        let shownDots = showsDots ? PageDots(count: pages.count, selected: index)._resolve(in: &context, at: id.child(1)) : []
        // The whole view is hit, not the pages' views alone: a drag starts anywhere on it.
        let area = Color.clear.contentShape(Rectangle())._resolve(in: &context, at: id.child(2))
        return [_ViewNode(id, TabPagesNode(turn: turn), area + pages + shownDots)]
    }
}

/// Turns a page view's pages: which is shown, and what shows another.
final class PageTurn: Equatable {
    /// The pages' views, which an assistive tool presses as page tabs.
    let pages: [ViewID]
    let page: Int
    let show: (Int) -> Void

    init(pages: [ViewID], page: Int, show: @escaping (Int) -> Void) {
        self.pages = pages
        self.page = page
        self.show = show
    }

    var count: Int { pages.count }

    /// Shows the page `by` pages on, kept among the pages; returns whether another shows.
    @discardableResult
    func turn(by pages: Int) -> Bool {
        let target = min(max(page + pages, 0), count - 1)
        guard count > 0, target != page else { return false }
        show(target)
        return true
    }

    static func == (a: PageTurn, b: PageTurn) -> Bool { a === b }
}

/// iOS's page control: a dot for each page, 8 wide and 8 apart, the shown
/// page's white and the others white at 30 %, in a row 26 tall.
struct PageDots: View {
    var count: Int
    var selected: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { page in
                Circle().fill(Color.white.opacity(page == selected ? 1 : 0.3)).frame(width: 8, height: 8)
            }
        }
        .frame(height: 26)
        .accessibilityHidden(true)
    }
}

/// Lays each page out at the view's size, the selected one in its bounds
/// and the others beside it in their order, and the dots at the bottom's
/// middle; draws the pages next to the selected one, which a turn brings
/// in, and hit-tests them as one control. To assistive tools, a page tab
/// list of a page tab for each page, the shown one selected with its views.
struct TabPagesNode: NodeKind {
    var turn: PageTurn

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let whole = ProposedViewSize(width: bounds.width, height: bounds.height)
        pass.place(children[0], whole, at: bounds.origin)
        for (index, page) in pages(children).enumerated() {
            // Each page in the middle of its place, as SwiftUI centres a tab's content.
            let size = pass.size(of: page, whole)
            let origin = Point(x: bounds.x + Double(index - turn.page) * bounds.width + (bounds.width - size.width) / 2,
                               y: bounds.y + (bounds.height - size.height) / 2)
            pass.place(page, whole, at: origin)
        }
        for dots in children.dropFirst(1 + turn.count) {
            let size = pass.size(of: dots, .unspecified)
            pass.place(dots, .unspecified, at: Point(x: bounds.x + (bounds.width - size.width) / 2, y: bounds.y + bounds.height - size.height))
        }
    }

    /// The pages among the children, after the area that is hit.
    private func pages(_ children: [_ViewNode]) -> ArraySlice<_ViewNode> {
        children.dropFirst().prefix(turn.count)
    }

    /// What is drawn: the area, the selected page and those beside it, the dots.
    private func shown(_ children: [_ViewNode]) -> [_ViewNode] {
        let near = max(turn.page - 1, 0)..<min(turn.page + 2, turn.count)
        return [children[0]] + pages(children)[(near.lowerBound + 1)..<(near.upperBound + 1)] + children.dropFirst(1 + turn.count)
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let action = TapAction(perform: {}, disclosure: nil, control: .pages(turn))
        return presentation.addTap(node.id, action, on: shown(node.children), in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let tabs = pages(node.children).enumerated().map { index, page in
            var tab = AccessibilityElement(id: page.id, role: .pageTab, label: "Page \(index + 1) of \(turn.count)", frame: walk.frame(of: page),
                                           children: index == turn.page ? walk.elements(of: [page], said: AccessibilityWalk.Said()) : [])
            tab.selected = index == turn.page
            return tab
        }
        var list = AccessibilityElement(id: node.id, role: .pageTabList, label: said.label ?? "", frame: walk.frame(of: node), children: tabs)
        list.isFocusable = true
        return [list]
    }
}
