/// A live view's scroll views: the wheel, the touchpad and the keyboard
/// move the one they reach, and a press on its bar drags the bar or pages.
/// A new offset is drawn at the next frame with nothing evaluated again,
/// but the lazy stacks inside that lack rows now in sight.
extension LiveView {
    /// Scrolls the innermost scroll view under `location` that can move
    /// `delta` (in points, positive down and right), else the next around
    /// it that can; returns whether any moved.
    @discardableResult
    public mutating func scroll(by delta: Point, at location: Point) -> Bool {
        guard delta.x.isFinite, delta.y.isFinite else { return false }
        closeSwipedRow()
        for id in scrollers(at: location) {
            if move(id, by: delta) { return true }
        }
        return false
    }

    /// A turn of the wheel by one notch, X's button 4 (up) to 7 (right),
    /// under `location`: the step is GTK's for a wheel, the viewport's
    /// length to the power two thirds.
    @discardableResult
    public mutating func scrollWheel(button: Int, at location: Point) -> Bool {
        let direction: (x: Double, y: Double)
        switch button {
        case 4: direction = (0, -1)
        case 5: direction = (0, 1)
        case 6: direction = (-1, 0)
        case 7: direction = (1, 0)
        default: return false
        }
        return scroll(notches: Point(x: direction.x, y: direction.y), at: location)
    }

    /// A scroll by `notches` of the wheel across and down, a fraction of one as the touchpad
    /// gives it, under `location`; returns whether any scroll view moved.
    @discardableResult
    public mutating func scroll(notches: Point, at location: Point) -> Bool {
        guard notches.x.isFinite, notches.y.isFinite else { return false }
        for id in scrollers(at: location) {
            guard let viewport = scrolls[id]?.viewport else { continue }
            let delta = Point(x: notches.x * Self.wheelStep(viewport.width), y: notches.y * Self.wheelStep(viewport.height))
            if move(id, by: delta) { return true }
        }
        return false
    }

    /// GTK's step for a notch of the wheel in a page `length` long.
    static func wheelStep(_ length: Double) -> Double { length > 0 ? pow(length, 2.0 / 3.0) : 0 }

    /// Moves the scroll view the keyboard reaches, as GTK's scrolled window
    /// takes the key: the one holding the focused control, else the first
    /// in the window; a key ends the scroll, which its behavior settles.
    /// Returns whether it moved.
    @discardableResult
    public mutating func scrollFocused(_ move: ScrollMove) -> Bool {
        guard let id = keyboardScroller, let state = scrolls[id], !state.disabled else { return false }
        let line = Self.wheelStep(state.axes.contains(.vertical) ? state.viewport.height : state.viewport.width)
        // A paging view's page is the viewport, as its pages are; another's
        // is what shows clear of the bars over it.
        let paging = state.behavior is PagingScrollTargetBehavior
        let shown = paging ? Size(width: state.viewport.width, height: state.viewport.height) : state.clear
        let vertical = state.axes.contains(.vertical)
        let page = (vertical ? shown.height : shown.width) * (paging ? 1 : Self.pageShare)
        let target: Point
        switch move {
        case .lineUp: target = Point(x: state.offset.x, y: state.offset.y - line)
        case .lineDown: target = Point(x: state.offset.x, y: state.offset.y + line)
        case .lineLeft: target = Point(x: state.offset.x - line, y: state.offset.y)
        case .lineRight: target = Point(x: state.offset.x + line, y: state.offset.y)
        case .pageUp: target = vertical ? Point(x: state.offset.x, y: state.offset.y - page) : Point(x: state.offset.x - page, y: state.offset.y)
        case .pageDown: target = vertical ? Point(x: state.offset.x, y: state.offset.y + page) : Point(x: state.offset.x + page, y: state.offset.y)
        case .top: target = vertical ? Point(x: state.offset.x, y: 0) : Point(x: 0, y: state.offset.y)
        case .bottom: target = vertical ? Point(x: state.offset.x, y: state.limit.y) : Point(x: state.limit.x, y: state.offset.y)
        }
        let moved = userScroll(id, to: target)
        return settle(id) || moved
    }

    /// How much of a page Page Down moves, as GTK's page increment: the
    /// page less a tenth, so that a line stays in sight.
    static let pageShare = 0.9

    /// The scroll view keys move: the innermost around the focused control,
    /// else the first made.
    private var keyboardScroller: ViewID? {
        let live = scrolls.live(in: layouts.frames)
        if let control = focusedControl, let frame = layouts.frames[control] {
            let centre = Point(x: frame.midX, y: frame.midY)
            if let around = live.last(where: { scrolls[$0]?.viewport.contains(centre) == true }) { return around }
        }
        return live.first
    }

    /// The scroll views under `location` as drawn now, innermost first.
    func scrollers(at location: Point) -> [ViewID] {
        scrolls.live(in: layouts.frames).filter { id in
            scrolls.shownViewport(of: id)?.contains(location) == true && scrolls[id]?.disabled == false
        }.reversed()
    }

    /// The user moves `id` by `delta`; returns whether it moved.
    private mutating func move(_ id: ViewID, by delta: Point) -> Bool {
        guard let state = scrolls[id] else { return false }
        return userScroll(id, to: Point(x: state.offset.x + delta.x, y: state.offset.y + delta.y))
    }

    /// Puts `id` at `offset`, clamped to its content, and makes the rows its
    /// lazy stacks lack; returns whether it moved.
    @discardableResult
    mutating func scroll(_ id: ViewID, to offset: Point) -> Bool {
        guard scrolls.scroll(id, to: offset) else { return false }
        settleScrolling()
        return true
    }

    /// Settles anew the scroll views a resize moved off their targets.
    /// Makes the rows that lazy stacks lack in sight, and lays them out,
    /// until each has what its viewport shows: rows made with estimated
    /// lengths are measured and may show a stretch their estimate did not.
    /// A reader whose frame the scroll moved (a `GeometryReader`, an
    /// `onGeometryChange`) is made again with it, as SwiftUI's are, and so
    /// is a view that follows the offset (a navigation bar's large title)
    /// where what it read of it changed. What the views made or moved do
    /// about it runs (a row's `onAppear`), then
    /// each `onScrollGeometryChange` whose value changed, outside any
    /// transaction, as a tap's action runs: what they write is a change the
    /// host shows next; then the rows in sight are told to `scrollPosition`
    /// bindings. Returns whether the views ran life-cycle actions.
    @discardableResult
    mutating func settleScrolling() -> Bool {
        settleResizedScrolls()
        var remade = false
        for _ in 0..<Self.geometryPasses {
            let short = scrolls.stacksShort(of: Set(graph.reads(.scroll).map(\.id)))
            var moved: [ViewID] = []
            for (id, region) in graph.reads(.frame) where region.readScrollers[id] != nil {
                if region.readFrames[id] != shownFrame(of: id, as: region) { moved.append(id) }
            }
            let followers = graph.reads(.scroll).compactMap { id, region in
                region.readOffsets[id].flatMap { $0.changes(at: scrolls.shownOffset(of: $0.scroller).y) ? id : nil }
            }
            guard !short.isEmpty || !moved.isEmpty || !followers.isEmpty else { break }
            graph.invalidate(.scroll, short + followers)
            graph.invalidate(.frame, moved)
            remade = true
            _ = makeTree(in: .still, isChange: false)
            layOut(.state(.still))
        }
        guard !isStill else { return false }
        let ran = remade && performLifecycleActions()
        for action in scrolls.geometryChanges() { withTransaction(Transaction()) { action() } }
        tellScrollPositions()
        return ran
    }

    // The bar.

    /// The bar whose band along the edge holds `location`, of the
    /// innermost scroll view there: its view, axis and geometry, and where
    /// `location` lies in its viewport.
    private func scrollBar(at location: Point) -> (scroller: ViewID, axis: Axis, bar: ScrollBarGeometry, local: Point)? {
        for id in scrollers(at: location) {
            guard let state = scrolls[id], let viewport = scrolls.shownViewport(of: id) else { continue }
            let local = Point(x: location.x - viewport.x, y: location.y - viewport.y)
            for axis in [Axis.vertical, .horizontal] where state.axes.contains(axis) {
                let bar = ScrollBarGeometry(state, axis: axis)
                if bar.isOnTrack(local) { return (id, axis, bar, local) }
            }
        }
        return nil
    }

    /// A press of the primary button on a scroll view's bar: on the bar it
    /// takes the bar where it holds it, elsewhere along the edge it pages
    /// towards the press, as GTK's trough does. Returns whether it did.
    mutating func pressScrollBar(at location: Point) -> Bool {
        guard let (id, axis, bar, local) = scrollBar(at: location), let state = scrolls[id] else { return false }
        let along = bar.along(local), start = bar.thumbStart
        if along >= start, along <= start + bar.length {
            pointer.scrollBar = ScrollBarDrag(scroller: id, axis: axis, grab: along - start)
            scrolls.touch(id)
            return true
        }
        let page = (axis == .vertical ? state.clear.height : state.clear.width) * Self.pageShare * (along < start ? -1 : 1)
        _ = move(id, by: axis == .vertical ? Point(x: 0, y: page) : Point(x: page, y: 0))
        settle(id)
        return true
    }

    /// The pointer at `location`, or gone from the window: the bar whose
    /// band along the edge it is over shows, wider, and one it left
    /// narrows and fades. Returns whether a bar changed.
    mutating func followScrollBars(to location: Point?) -> Bool {
        guard let location, let (id, axis, _, _) = scrollBar(at: location) else { return scrolls.hover(nil) }
        return scrolls.hover((id, axis))
    }

    /// The dragged bar, to follow the pointer at `location`.
    mutating func dragScrollBar(to location: Point) -> Bool {
        guard let drag = pointer.scrollBar, let state = scrolls[drag.scroller], let viewport = scrolls.shownViewport(of: drag.scroller)
        else { return false }
        let local = Point(x: location.x - viewport.x, y: location.y - viewport.y)
        let bar = ScrollBarGeometry(state, axis: drag.axis)
        let along = bar.offset(forThumbAt: bar.along(local) - drag.grab)
        let target = drag.axis == .vertical ? Point(x: state.offset.x, y: along) : Point(x: along, y: state.offset.y)
        return userScroll(drag.scroller, to: target, held: true)
    }

    // A program's scrolls.

    /// Shows the scrolls a `ScrollViewProxy` or a scroll position asked
    /// for, each in the animation it was asked in; returns whether any is
    /// to move.
    @discardableResult
    mutating func performScrollRequests() -> Bool {
        var moved = false
        for request in scrolls.takeRequests() {
            guard let (scroller, offset) = offset(asked: request) else { continue }
            moved = scrolls.scroll(scroller, to: offset, with: animationsEnabled ? request.animation : nil) || moved
        }
        if moved { settleScrolling() }
        return moved
    }

    /// The scroll view `request` moves and where to; nil, with one line,
    /// where no view has its identity or a coordinate is not a number.
    private mutating func offset(asked request: ScrollStates.Request) -> (ViewID, Point)? {
        switch request.target {
        case .view(let key):
            guard let found = offset(showing: key, anchor: request.anchor) else {
                warnings.warn("\(request.asker): no view in a scroll view has this id; nothing scrolls")
                return nil
            }
            return found
        case .edge(let edge, let scroller):
            guard let state = scrolls[scroller] else { return nil }
            switch edge {
            case .top: return (scroller, Point(x: state.offset.x, y: 0))
            case .bottom: return (scroller, Point(x: state.offset.x, y: state.limit.y))
            case .leading: return (scroller, Point(x: 0, y: state.offset.y))
            case .trailing: return (scroller, Point(x: state.limit.x, y: state.offset.y))
            }
        case .offset(let x, let y, let scroller):
            guard let state = scrolls[scroller] else { return nil }
            guard x?.isFinite != false, y?.isFinite != false else {
                warnings.warn("\(request.asker): a coordinate is not a number; nothing scrolls")
                return nil
            }
            return (scroller, Point(x: x ?? state.offset.x, y: y ?? state.offset.y))
        }
    }

    /// The scroll view that holds the view known by `key`, and the offset
    /// that puts the view's `anchor` on the viewport's. A lazy stack's row
    /// not made is made first, where its estimate puts it, and measured.
    private mutating func offset(showing key: AnyHashable, anchor: UnitPoint?) -> (ViewID, Point)? {
        if let found = scrolls.identified(key), let frame = layouts.frames[found.view],
           let content = layouts.frames[ScrollViewNode.contentID(of: found.scroller)], let state = scrolls[found.scroller] {
            return (found.scroller, Self.offset(showing: frame.offsetBy(dx: -content.x, dy: -content.y), in: state, anchor: anchor))
        }
        guard let lazy = scrolls.lazyRow(key), let sizes = scrolls.sizes(of: lazy.stack), let state = scrolls[lazy.scroller] else {
            return nil
        }
        // The row where its estimate puts it, made and measured there; then
        // the scroll view goes back, and the program's scroll moves from it.
        let start = sizes.origin + sizes.start(of: lazy.row), length = sizes.length(of: lazy.row)
        let estimated = sizes.axis == .vertical ? Rect(x: 0, y: start, width: 0, height: length) : Rect(x: start, y: 0, width: length, height: 0)
        let was = state.offset
        scroll(lazy.scroller, to: Self.offset(showing: estimated, in: state, anchor: anchor))
        defer { scroll(lazy.scroller, to: was) }
        guard let found = scrolls.identified(key), let frame = layouts.frames[found.view],
              let content = layouts.frames[ScrollViewNode.contentID(of: found.scroller)], let now = scrolls[found.scroller] else {
            return (lazy.scroller, Self.offset(showing: estimated, in: state, anchor: anchor))
        }
        return (found.scroller, Self.offset(showing: frame.offsetBy(dx: -content.x, dy: -content.y), in: now, anchor: anchor))
    }

    /// The offset of `state` that puts `anchor` of `frame`, in the content's
    /// coordinates, on the same point of the viewport inside the content's
    /// margins, as UIKit keeps a view scrolled to inside the insets; with
    /// no anchor, the nearest that shows the whole frame there, or its
    /// start where it is longer.
    static func offset(showing frame: Rect, in state: ScrollStates.Scroller, anchor: UnitPoint?) -> Point {
        func along(_ start: Double, _ length: Double, _ viewport: Double, _ offset: Double, _ anchor: Double?) -> Double {
            if let anchor { return start + (length - viewport) * anchor }
            if start < offset || length > viewport { return start }
            if start + length > offset + viewport { return start + length - viewport }
            return offset
        }
        let margins = state.margins
        let x = state.axes.contains(.horizontal)
            ? along(frame.x, frame.width, state.clear.width - margins.horizontal, state.offset.x + margins.leading, anchor?.x) - margins.leading
            : state.offset.x
        let y = state.axes.contains(.vertical)
            ? along(frame.y, frame.height, state.clear.height - margins.vertical, state.offset.y + margins.top, anchor?.y) - margins.top
            : state.offset.y
        return state.clamped(Point(x: x, y: y))
    }

    // Assistive tools.

    /// How many times a scroll view's offset moved: where assistive tools
    /// find the content changed with it.
    public var scrollMoves: Int { scrolls.moves }

    /// Sets the scroll bar `id` to `value`, the offset on its axis, as an
    /// assistive tool sets it; returns whether the scroll view moved.
    mutating func setScrollBar(_ id: ViewID, to value: Double) -> Bool {
        for scroller in scrolls.live(in: layouts.frames) {
            guard let state = scrolls[scroller], id == scroller.child(2) || id == scroller.child(3) else { continue }
            let target = id == scroller.child(2) ? Point(x: state.offset.x, y: value) : Point(x: value, y: state.offset.y)
            return userScroll(scroller, to: target)
        }
        return false
    }

    /// Scrolls each scroll view that holds the view `id` by the least that
    /// brings it in sight, innermost first, as AT-SPI's `ScrollTo` asks;
    /// returns whether any moved.
    @discardableResult
    public mutating func scrollIntoView(_ id: ViewID) -> Bool {
        guard let frame = layouts.frames[id] else { return false }
        var moved = false
        for scroller in scrolls.live(in: layouts.frames).reversed() {
            guard let state = scrolls[scroller], let content = layouts.frames[ScrollViewNode.contentID(of: scroller)],
                  !content.intersection(frame).isEmpty else { continue }
            let offset = Self.offset(showing: frame.offsetBy(dx: -content.x, dy: -content.y), in: state, anchor: nil)
            moved = scroll(scroller, to: offset) || moved
        }
        return moved
    }
}
