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
        context.scrolls?.made(id, axes: axes, outer: outer, disabled: !environment.isScrollEnabled, indicators: indicators,
                              environment: environment)
        context.scrollView = id
        let (observers, position) = (context.scrollGeometryObservers, context.scrollPosition)
        context.scrolls?.observe(id, with: observers)
        context.scrolls?.link(id, to: position, in: context.shownTransaction)
        (context.scrollGeometryObservers, context.scrollPosition) = ([], nil)
        defer { (context.scrollView, context.scrollGeometryObservers, context.scrollPosition) = (outer, observers, position) }
        var made = context.stacking(along: nil) { context in
            axes == .horizontal ? _LayoutView(layout: HStackLayout(), content: content)._resolve(in: &context, at: id.child(0))
                : _LayoutView(layout: VStackLayout(), content: content)._resolve(in: &context, at: id.child(0))
        }
        // The content's margins are part of what scrolls: its frame holds
        // them, and the content keeps its identity with or without them.
        let margins = environment.scrollContentMargins
        if margins != EdgeInsets() { made = [_ViewNode(id.child(4), PaddingNode(insets: margins, isSafeArea: false), made)] }
        guard let scrolls = context.scrolls else {
            return [_ViewNode(id, ScrollViewNode(axes: axes, scroller: id, scrolls: nil),
                              [_ViewNode(ScrollViewNode.contentID(of: id), ScrollContentNode(scrolls: nil, scroller: id), made)])]
        }
        var children = [_ViewNode(ScrollViewNode.contentID(of: id), ScrollContentNode(scrolls: scrolls, scroller: id), made)]
        for axis in [Axis.vertical, .horizontal] where axes.contains(axis) {
            let indicator = id.child(axis == .vertical ? 2 : 3)
            children.append(_ViewNode(indicator, ScrollIndicatorNode(axis: axis, scroller: id, scrolls: scrolls),
                                      [_ViewNode(indicator.child(0), ScrollThumbNode(axis: axis, scroller: id, scrolls: scrolls))]))
        }
        return [_ViewNode(id, ScrollViewNode(axes: axes, scroller: id, scrolls: scrolls), children)]
    }
}

/// A scroll view's viewport: as large as offered, its content's size where
/// offered none; its content at its top leading corner along its axes,
/// centred across them, and clipped to it. Where it reaches the edge of a
/// safe area, as under a `safeAreaInset`'s bar, the viewport grows over the
/// room kept out of there and the content keeps where it was, inset by that
/// room, as SwiftUI's scroll views do: the content passes under the bar and
/// its ends can still scroll clear of it.
struct ScrollViewNode: NodeKind {
    var axes: Axis.Set
    let scroller: ViewID
    let scrolls: ScrollStates?

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
        let area = pass.safeArea
        let viewport = area?.grown(bounds, over: .all) ?? bounds
        let insets = EdgeInsets(top: bounds.minY - viewport.minY, leading: bounds.minX - viewport.minX,
                                bottom: viewport.maxY - bounds.maxY, trailing: viewport.maxX - bounds.maxX)
        scrolls?.inset(scroller, by: insets)
        if viewport != bounds { pass.reframe(scroller, to: viewport) }
        let offer = contentProposal(ProposedViewSize(width: bounds.width, height: bounds.height))
        let size = pass.size(of: content, offer)
        let x = axes.contains(.horizontal) ? bounds.x : bounds.x + (bounds.width - size.width) / 2
        let y = axes.contains(.vertical) ? bounds.y : bounds.y + (bounds.height - size.height) / 2
        // The room taken is the content's inset: what it holds keeps to no
        // safe area there, as a scroll view inside would take it again.
        pass.placing(within: area?.ignoring(insets.edges)) { $0.place(content, offer, at: Point(x: x, y: y)) }
        for indicator in children.dropFirst() {
            pass.place(indicator, ProposedViewSize(width: viewport.width, height: viewport.height), at: Point(x: viewport.x, y: viewport.y))
        }
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let children = presentation.add(node.children, in: scope)
        return presentation.addFramedGroup(node.id, in: scope, children) { frame in .clip(.rectangle, frame: frame) }
    }

    /// A vertical one is the one its screen's navigation bar follows,
    /// before those it holds.
    func preferences(of node: _ViewNode, in collection: inout PreferenceCollection) -> PreferenceValues {
        var values = collection.values(of: node.children)
        if axes.contains(.vertical) { values[NavigationScrollerKey.self] = scroller }
        return values
    }

    /// A scroll pane: the content where it is drawn, what the viewport cuts
    /// away not showing, and a scroll bar for each axis the content
    /// overflows, its value the offset.
    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let viewport = walk.frame(of: node)
        var children = walk.elements(of: node.children.prefix(1).map { $0 }, said: AccessibilityWalk.Said()).map { $0.clipped(to: viewport) }
        if let scrolls, let state = scrolls[node.id] {
            for axis in [Axis.vertical, .horizontal] where axes.contains(axis) {
                let bar = ScrollBarGeometry(state, axis: axis)
                guard bar.limit > 0, let thumb = bar.thumb else { continue }
                let track = axis == .vertical
                    ? Rect(x: viewport.x + thumb.x, y: viewport.y, width: thumb.width, height: viewport.height)
                    : Rect(x: viewport.x, y: viewport.y + thumb.y, width: viewport.width, height: thumb.height)
                var element = AccessibilityElement(id: node.id.child(axis == .vertical ? 2 : 3), role: .scrollBar, label: "", frame: track)
                let length = axis == .vertical ? viewport.height : viewport.width
                element.value = AccessibilityValue(current: bar.offset, minimum: 0, maximum: bar.limit,
                                                   increment: LiveView.wheelStep(length),
                                                   description: "\(Int((100 * bar.offset / bar.limit).rounded()))%")
                children.append(element)
            }
        }
        return [AccessibilityElement(id: node.id, role: .scrollPane, label: said.label ?? "", frame: viewport, children: children)]
    }
}

extension AccessibilityElement {
    /// The element as a viewport of `viewport` shows it: not showing, with
    /// all inside it, where it lies wholly outside.
    func clipped(to viewport: Rect) -> AccessibilityElement {
        var element = self
        if frame.intersection(viewport).isEmpty {
            element.isShowing = false
            element.children = children.map { $0.clipped(to: Rect(x: 0, y: 0, width: 0, height: 0)) }
        } else {
            element.children = children.map { $0.clipped(to: viewport) }
        }
        return element
    }
}

/// A scroll view's content, drawn moved by the offset the host keeps for
/// the scroll view: the offset is read as each frame is drawn and hit. The
/// move is a group of its own at the top too, so that from one frame to the
/// next the content is the same group, moved: what a painter moves the
/// pixels it has by.
struct ScrollContentNode: NodeKind {
    let scrolls: ScrollStates?
    let scroller: ViewID

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let children = presentation.add(node.children, in: scope)
        guard let scrolls else { return children }
        return presentation.addFramedGroup(node.id, in: scope, children) { [scroller] _ in
            let offset = scrolls.shownOffset(of: scroller)
            return .transform(CGAffineTransform(translationX: -offset.x, y: -offset.y))
        }
    }

    /// Assistive tools find the content where it is drawn.
    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let offset = scrolls?.shownOffset(of: scroller) ?? .zero
        return walk.through(CGAffineTransform(translationX: -offset.x, y: -offset.y)).elements(of: node.children, said: said)
    }
}
