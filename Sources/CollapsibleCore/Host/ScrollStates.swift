/// What the host keeps of each scroll view between frames: where its
/// content is scrolled to, the viewport and content layout gave it, and
/// when it last moved, for its indicators. Shared by reference with the
/// nodes that draw a scroll view, so that a new offset is drawn and hit at
/// the next frame with no view evaluated again and nothing laid out: the
/// drawing tree reads the offset as it makes each frame's items.
final class ScrollStates {
    struct Scroller {
        var axes: Axis.Set
        /// The scroll view's content is scrolled by this much, clamped to
        /// the content: the point of the content at the viewport's top left.
        var offset = Point.zero
        /// The scroll view's frame as layout placed it, where it is not moved
        /// by a scroll view around it.
        var viewport = Rect(x: 0, y: 0, width: 0, height: 0)
        var content = Size(width: 0, height: 0)
        /// The scroll view this one is inside, whose offset moves it.
        var outer: ViewID?
        var disabled = false
        var indicators = ScrollIndicatorVisibility.automatic
        /// When it was last scrolled, on the host's clock; nil where it
        /// moved since the last frame and the time is that frame's.
        var scrolled: Double??
        /// The axis whose bar the pointer is over: that bar shows, wider.
        var hoveredBar: Axis?
        /// The lazy stacks inside that make their rows from the offset.
        var lazyStacks: [ViewID] = []
        /// The offset's motion towards where a program scrolled it in an
        /// animated transaction, or where its behavior settled it; nil at rest.
        var motion: Animator<Rect>?
        /// Where the user's scrolls come to rest (`scrollTargetBehavior`);
        /// nil where they rest anywhere.
        var behavior: (any ScrollTargetBehavior)?
        /// The user's scroll under way, which the behavior settles once it
        /// ends; nil where none is.
        var stroke: ScrollStroke?
        /// What is in force at the scroll view, which its behavior reads.
        var environment = EnvironmentValues()
        /// The room kept around the content (`contentMargins`), which the
        /// content's frame holds, and along the indicators.
        var margins = EdgeInsets()
        var indicatorMargins = EdgeInsets()
        /// The room of a safe area the viewport grew over, as under a
        /// `safeAreaInset`'s bar: the content is inset by it, outside its
        /// frame, and the indicators run clear of it.
        var safeInsets = EdgeInsets()

        /// The viewport's size clear of the safe area's room, where the
        /// content shows with nothing over it.
        var clear: Size {
            Size(width: max(viewport.width - safeInsets.horizontal, 0), height: max(viewport.height - safeInsets.vertical, 0))
        }

        /// The furthest the content can be scrolled on each axis: its end
        /// at the end of what is clear.
        var limit: Point {
            Point(x: axes.contains(.horizontal) ? max(content.width - clear.width, 0) : 0,
                  y: axes.contains(.vertical) ? max(content.height - clear.height, 0) : 0)
        }

        /// `point` kept inside what the content allows; a coordinate that
        /// is not a number is taken as none.
        func clamped(_ point: Point) -> Point {
            func clamp(_ value: Double, _ top: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), top) }
            return Point(x: clamp(point.x, limit.x), y: clamp(point.y, limit.y))
        }
    }

    private(set) var scrollers: [ViewID: Scroller] = [:]
    /// The scroll views in the order they were first made.
    private var order: [ViewID] = []
    /// Each lazy stack's rows, as layout measured them.
    private(set) var rows: [ViewID: LazyRowSizes] = [:]
    /// A program's ask to scroll: to the view known by an identity, to an
    /// edge of a scroll view, or to an offset of one.
    struct Request {
        enum Target {
            case view(AnyHashable)
            case edge(Edge, of: ViewID)
            case offset(x: Double?, y: Double?, of: ViewID)
        }

        var target: Target
        var anchor: UnitPoint?
        var animation: Animation?
        /// What asked, named in the line a target not found is told with.
        var asker: String
    }

    private var requests: [Request] = []
    /// The views of the scroll views' content known by an identity of the
    /// program's, with the scroll view that holds each.
    private var identified: [AnyHashable: (view: ViewID, scroller: ViewID)] = [:]
    /// Each lazy stack's row of an identity, made or not.
    private var finders: [ViewID: (AnyHashable) -> Int?] = [:]
    /// The program's identity of each view known by one.
    private(set) var keys: [ViewID: AnyHashable] = [:]
    /// The views of each `scrollTargetLayout`, by the modifier's place,
    /// with the scroll view they are in.
    var targetLayouts: [ViewID: (scroller: ViewID, views: [ScrollTargetView])] = [:]
    /// Each scroll position, by its scroll view, with what it asked when
    /// last read, and the view last told it.
    var positions: [ViewID: (link: ScrollPositionLink, known: ScrollPosition, told: AnyHashable?)] = [:]
    /// The scroll views the user moved since their position was last told.
    var untold: Set<ViewID> = []
    /// The scroll views with a behavior whose viewport changed size since
    /// they were last settled.
    var resized: Set<ViewID> = []

    func request(_ request: Request) { requests.append(request) }

    func takeRequests() -> [Request] {
        defer { requests = [] }
        return requests
    }

    /// The view `view` of `scroller`'s content is known by `key`.
    func identify(_ key: AnyHashable, as view: ViewID, in scroller: ViewID) {
        identified[key] = (view, scroller)
        keys[view] = key
    }

    func identified(_ key: AnyHashable) -> (view: ViewID, scroller: ViewID)? { identified[key] }

    /// The lazy stack `stack` finds its row of an identity with `finder`.
    func find(in stack: ViewID, with finder: @escaping (AnyHashable) -> Int?) { finders[stack] = finder }

    /// The lazy stack whose rows hold `key`, with the row and its scroll view.
    func lazyRow(_ key: AnyHashable) -> (stack: ViewID, row: Int, scroller: ViewID)? {
        for (scroller, state) in scrollers {
            for stack in state.lazyStacks {
                if let row = finders[stack]?(key) { return (stack, row, scroller) }
            }
        }
        return nil
    }

    /// Each lazy stack's rows, as layout measured them.
    func sizes(of stack: ViewID) -> LazyRowSizes? { rows[stack] }

    /// Each scroll view's `onScrollGeometryChange`s, and the value each was
    /// last told, by the modifier's place.
    private var observers: [ViewID: [ScrollGeometryObserver]] = [:]
    private var observed: [ViewID: any Equatable] = [:]

    func observe(_ id: ViewID, with list: [ScrollGeometryObserver]) {
        if list.isEmpty { observers[id] = nil } else { observers[id] = list }
    }

    /// The geometry of the scroll view `id` now.
    func geometry(of id: ViewID) -> ScrollGeometry? {
        guard let state = scrollers[id] else { return nil }
        // As UIKit's: the offset of the content's own top left, before it
        // where the margins show, and its size without them; the safe
        // area's room is an inset too, as UIKit adjusts its insets by it.
        let margins = state.margins
        let insets = margins + state.safeInsets
        return ScrollGeometry(contentOffset: Point(x: state.offset.x - insets.leading, y: state.offset.y - insets.top),
                              contentSize: Size(width: state.content.width - margins.horizontal, height: state.content.height - margins.vertical),
                              contentInsets: insets, containerSize: Size(width: state.viewport.width, height: state.viewport.height))
    }

    /// The actions of the `onScrollGeometryChange`s whose value changed
    /// since they were last told, each with its old and new value; a first
    /// value is recorded, and calls none.
    func geometryChanges() -> [() -> Void] {
        var actions: [() -> Void] = []
        for (id, list) in observers {
            guard let geometry = geometry(of: id) else { continue }
            for observer in list {
                let value = observer.value(geometry)
                if let last = observed[observer.id], !observer.same(last, value) { actions.append { observer.action(last, value) } }
                observed[observer.id] = value
            }
        }
        return actions
    }

    /// How many times an offset moved: what assistive tools are told
    /// changes with it.
    private(set) var moves = 0

    /// A device pixel in points: an offset is drawn on its grid, so that
    /// text scrolled stays sharp.
    var pixelLength = 1.0
    /// The time of the last frame drawn.
    var now: Double?

    /// A scroll view made at `id` on `axes`, inside `outer`.
    /// Its behavior and margins are those of `environment`.
    func made(_ id: ViewID, axes: Axis.Set, outer: ViewID?, disabled: Bool, indicators: ScrollIndicatorVisibility,
              environment: EnvironmentValues) {
        if scrollers[id] == nil { order.append(id) }
        var scroller = scrollers[id] ?? Scroller(axes: axes)
        scroller.axes = axes
        scroller.outer = outer
        scroller.disabled = disabled
        scroller.indicators = indicators
        scroller.behavior = environment.scrollTargetBehavior
        // Kept past the evaluation: what its behavior reads then is read by no body.
        scroller.environment = environment
        scroller.environment.reads = nil
        scroller.margins = environment.scrollContentMargins
        scroller.indicatorMargins = environment.scrollIndicatorMargins
        scrollers[id] = scroller
    }

    /// The scroll view `id` grew over `insets` of a safe area's room, as
    /// layout placed it.
    func inset(_ id: ViewID, by insets: EdgeInsets) {
        scrollers[id]?.safeInsets = insets
    }

    /// The lazy stack `stack` makes its rows from the offset of `scroller`.
    func follows(_ stack: ViewID, in scroller: ViewID) {
        guard scrollers[scroller]?.lazyStacks.contains(stack) == false else { return }
        scrollers[scroller]?.lazyStacks.append(stack)
    }

    subscript(id: ViewID) -> Scroller? { scrollers[id] }

    /// What layout measured of the lazy stack `id`, which has `count` rows;
    /// where it had another count, its rows' estimate is kept.
    func rowSizes(of id: ViewID, count: Int) -> LazyRowSizes {
        if let known = rows[id], known.count == count { return known }
        let made = LazyRowSizes(count: count)
        if let known = rows[id] { made.unmeasured = known.estimate }
        rows[id] = made
        return made
    }

    /// The viewport and content of each scroll view from a layout's frames;
    /// an offset the content no longer allows is brought back inside it.
    func follow(_ frames: [ViewID: Rect]) {
        for (id, var scroller) in scrollers {
            guard let viewport = frames[id], let content = frames[ScrollViewNode.contentID(of: id)] else { continue }
            // A behavior settles anew at another size, from the same share
            // of the content, as a paging view keeps its page.
            let was = scroller.viewport
            if scroller.behavior != nil, scroller.stroke == nil, was.width > 0, was.height > 0,
               was.width != viewport.width || was.height != viewport.height {
                scroller.offset = Point(x: scroller.offset.x / was.width * viewport.width, y: scroller.offset.y / was.height * viewport.height)
                resized.insert(id)
            }
            scroller.viewport = viewport
            scroller.content = Size(width: content.width, height: content.height)
            scroller.offset = scroller.clamped(scroller.offset)
            scrollers[id] = scroller
        }
    }

    /// Scrolls `id` to `offset`, clamped; returns whether it moved.
    @discardableResult
    func scroll(_ id: ViewID, to offset: Point) -> Bool {
        guard var scroller = scrollers[id] else { return false }
        let clamped = scroller.clamped(offset)
        guard clamped != scroller.offset else { return false }
        scroller.offset = clamped
        scroller.scrolled = .some(nil)
        scroller.motion = nil
        settling.remove(id)
        moves += 1
        scrollers[id] = scroller
        return true
    }

    /// Moves `id` towards `offset`, clamped, with `animation`, from where it
    /// is drawn now; returns whether it is to move. A settle's motion is
    /// the user's scroll going on, whose position is told as it moves.
    func scroll(_ id: ViewID, to offset: Point, with animation: Animation?, settles: Bool = false) -> Bool {
        guard let animation else { return scroll(id, to: offset) }
        guard let scroller = scrollers[id] else { return false }
        let target = scroller.clamped(offset)
        guard target != (scroller.motion?.target.origin ?? scroller.offset) else { return false }
        var motion = scroller.motion ?? Animator(value: Rect(x: scroller.offset.x, y: scroller.offset.y, width: 0, height: 0))
        motion.animate(to: Rect(x: target.x, y: target.y, width: 0, height: 0), with: animation)
        scrollers[id]?.motion = motion
        if settles { settling.insert(id) } else { settling.remove(id) }
        return true
    }

    /// The scroll views whose motion settles a user's scroll.
    private var settling: Set<ViewID> = []

    /// Makes `change` to the scroll view `id`, where there is one.
    func update(_ id: ViewID, _ change: (inout Scroller) -> Void) {
        guard var scroller = scrollers[id] else { return }
        change(&scroller)
        scrollers[id] = scroller
    }

    /// The indicators of `id` show, as a press on its bar shows them.
    func touch(_ id: ViewID) {
        scrollers[id]?.scrolled = .some(nil)
    }

    /// The pointer is over the bar of `bar`'s scroll view on its axis, or
    /// over none: that bar shows, wider, for as long as the pointer stays,
    /// and the one it left fades as after a scroll. Returns whether a bar
    /// changed.
    func hover(_ bar: (scroller: ViewID, axis: Axis)?) -> Bool {
        var changed = false
        for (id, scroller) in scrollers where scroller.hoveredBar != nil && id != bar?.scroller {
            scrollers[id]?.hoveredBar = nil
            scrollers[id]?.scrolled = .some(nil)
            changed = true
        }
        guard let bar, let scroller = scrollers[bar.scroller], scroller.hoveredBar != bar.axis,
              scroller.indicators != .hidden, scroller.indicators != .never else { return changed }
        scrollers[bar.scroller]?.hoveredBar = bar.axis
        return true
    }

    /// The scroll views laid out in `frames`, outermost first: those in the
    /// tree, in the order they were first made.
    func live(in frames: [ViewID: Rect]) -> [ViewID] {
        order.filter { frames[$0] != nil && scrollers[$0] != nil }.sorted { depth(of: $0) < depth(of: $1) }
    }

    private func depth(of id: ViewID) -> Int {
        var depth = 0, outer = scrollers[id]?.outer
        while let next = outer { depth += 1; outer = scrollers[next]?.outer }
        return depth
    }

    /// The offset `id` is drawn at: on the pixel grid.
    func shownOffset(of id: ViewID) -> Point {
        guard let offset = scrollers[id]?.offset else { return .zero }
        return Point(x: (offset.x / pixelLength).rounded() * pixelLength, y: (offset.y / pixelLength).rounded() * pixelLength)
    }

    /// How far the scroll views around `id` move it, added up.
    func outerOffset(of id: ViewID) -> Point {
        var moved = Point.zero, outer = scrollers[id]?.outer
        while let next = outer, let scroller = scrollers[next] {
            moved = Point(x: moved.x + scroller.offset.x, y: moved.y + scroller.offset.y)
            outer = scroller.outer
        }
        return moved
    }

    /// How far the content of `scroller` is moved where it is drawn: by
    /// its offset and those of the scroll views around it.
    func drawnMove(inside scroller: ViewID) -> Point {
        var moved = Point.zero, next: ViewID? = scroller
        while let id = next, let state = scrollers[id] {
            let offset = shownOffset(of: id)
            moved = Point(x: moved.x + offset.x, y: moved.y + offset.y)
            next = state.outer
        }
        return moved
    }

    /// The viewport of `id` where it shows in the window.
    func shownViewport(of id: ViewID) -> Rect? {
        guard let viewport = scrollers[id]?.viewport else { return nil }
        let moved = outerOffset(of: id)
        return Rect(x: viewport.x - moved.x, y: viewport.y - moved.y, width: viewport.width, height: viewport.height)
    }

    /// A frame's time: a scroll since the last frame took place at `time`,
    /// and an animated one moves on. Returns whether an offset moved.
    func advance(to time: Double) -> Bool {
        now = time
        var moved = false
        for (id, var scroller) in scrollers {
            if var motion = scroller.motion {
                let shown = scroller.clamped(motion.advance(to: time).origin)
                if shown != scroller.offset { (moved, moves) = (true, moves + 1) }
                if shown != scroller.offset, settling.contains(id) { untold.insert(id) }
                scroller.offset = shown
                scroller.motion = motion.isAnimating ? motion : nil
                scroller.scrolled = .some(nil)
            }
            if scroller.scrolled == .some(nil) { scroller.scrolled = time }
            scrollers[id] = scroller
        }
        return moved
    }

    /// How long an indicator stays after the last scroll, then how long it fades, in seconds, as iOS's.
    static let indicatorHold = 0.5
    static let indicatorFade = 0.25

    /// The opacity of the indicators of `id` now: shown while it scrolls,
    /// fading after.
    func indicatorOpacity(of id: ViewID) -> Double {
        guard let scroller = scrollers[id], scroller.indicators != .hidden, scroller.indicators != .never else { return 0 }
        if scroller.hoveredBar != nil { return 1 }
        guard let scrolled = scroller.scrolled else { return 0 }
        guard let scrolled, let now else { return 1 }
        let since = now - scrolled - Self.indicatorHold
        return since <= 0 ? 1 : max(1 - since / Self.indicatorFade, 0)
    }

    /// Whether an offset moves or an indicator still shows: the host draws
    /// frames while it fades.
    var isMoving: Bool {
        scrollers.contains { $0.value.motion != nil || $0.value.isSettling
            || ($0.value.hoveredBar == nil && indicatorOpacity(of: $0.key) > 0) }
    }

    /// The lazy stacks that lack rows in sight of their scroll view, of
    /// those that `reads` says are in the tree; the others are forgotten.
    func stacksShort(of reads: Set<ViewID>) -> [ViewID] {
        var short: [ViewID] = []
        for (id, scroller) in scrollers where !scroller.lazyStacks.isEmpty {
            let stacks = scroller.lazyStacks.filter(reads.contains)
            scrollers[id]?.lazyStacks = stacks
            for stack in stacks {
                if let sizes = rows[stack], sizes.lacksRows(in: scroller) { short.append(stack) }
            }
        }
        return short
    }
}
