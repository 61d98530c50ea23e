/// SwiftUI's `ScrollView`: its content offered all the room it likes along
/// the scroll view's axes, and the viewport's size across them, stacked as
/// an implicit `VStack` (an `HStack` for a horizontal scroll view); drawn
/// and hit only inside the viewport, moved by the offset the host keeps for
/// the scroll view's place (see `ScrollStates`).
public struct ScrollView<Content: View>: _PrimitiveView {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let axes = axes.isEmpty ? Axis.Set.vertical : axes
        let outer = context.scrollView
        let environment = context.environment
        var indicators = axes.contains(.vertical) ? environment.verticalScrollIndicatorVisibility : environment.horizontalScrollIndicatorVisibility
        if !showsIndicators, indicators == .automatic { indicators = .hidden }
        context.scrolls?.made(id, axes: axes, outer: outer, disabled: !environment.isScrollEnabled, indicators: indicators)
        context.scrollView = id
        defer { context.scrollView = outer }
        let made = context.stacking(along: nil) { context in
            axes == .horizontal ? _LayoutView(layout: HStackLayout(), content: content)._resolve(in: &context, at: id.child(0))
                : _LayoutView(layout: VStackLayout(), content: content)._resolve(in: &context, at: id.child(0))
        }
        guard let scrolls = context.scrolls else {
            return [_ViewNode(id, ScrollViewNode(axes: axes), [_ViewNode(ScrollViewNode.contentID(of: id), ScrollContentNode(scrolls: nil, scroller: id), made)])]
        }
        var children = [_ViewNode(ScrollViewNode.contentID(of: id), ScrollContentNode(scrolls: scrolls, scroller: id), made)]
        for axis in [Axis.vertical, .horizontal] where axes.contains(axis) {
            let indicator = id.child(axis == .vertical ? 2 : 3)
            children.append(_ViewNode(indicator, ScrollIndicatorNode(axis: axis, scroller: id, scrolls: scrolls),
                                      [_ViewNode(indicator.child(0), ScrollThumbNode(axis: axis, scroller: id, scrolls: scrolls))]))
        }
        return [_ViewNode(id, ScrollViewNode(axes: axes), children)]
    }
}

/// A scroll view's viewport: as large as offered, its content's size where
/// offered none; its content at its top leading corner along its axes,
/// centred across them, and clipped to it.
struct ScrollViewNode: NodeKind {
    var axes: Axis.Set

    /// Where the content is, whose frame is the content's size.
    static func contentID(of id: ViewID) -> ViewID { id.child(1) }

    /// The content's offer: nothing along the axes it scrolls on.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// The viewport's guides are its own, not its content's.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? { nil }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        let content = children.first.map { pass.size(of: $0, contentProposal(proposal)) } ?? Size(width: 0, height: 0)
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        guard let content = children.first else { return }
        let offer = contentProposal(ProposedViewSize(width: bounds.width, height: bounds.height))
        let size = pass.size(of: content, offer)
        let x = axes.contains(.horizontal) ? bounds.x : bounds.x + (bounds.width - size.width) / 2
        let y = axes.contains(.vertical) ? bounds.y : bounds.y + (bounds.height - size.height) / 2
        pass.place(content, offer, at: Point(x: x, y: y))
        for indicator in children.dropFirst() {
            pass.place(indicator, ProposedViewSize(width: bounds.width, height: bounds.height), at: Point(x: bounds.x, y: bounds.y))
        }
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let children = presentation.add(node.children, in: scope)
        return presentation.addFramedGroup(node.id, in: scope, children) { frame in .clip(.rectangle, frame: frame) }
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.group(node, said: said)
    }
}

/// A scroll view's content, drawn moved by the offset the host keeps for
/// the scroll view: the offset is read as each frame is drawn and hit.
struct ScrollContentNode: NodeKind {
    let scrolls: ScrollStates?
    let scroller: ViewID

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let children = presentation.add(node.children, in: scope)
        guard let scrolls else { return children }
        return presentation.addFramedGroup(node.id, in: scope, children) { [scroller] _ in
            let offset = scrolls.shownOffset(of: scroller)
            return offset == .zero ? nil : .transform(CGAffineTransform(translationX: -offset.x, y: -offset.y))
        }
    }
}
