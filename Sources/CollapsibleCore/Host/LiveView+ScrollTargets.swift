/// A live view's scroll targets: a user's scroll settled where the scroll
/// view's `scrollTargetBehavior` says once it ends, and the
/// `scrollPosition(id:)` bound to a scroll view told the first target view
/// in sight as the user scrolls it.
extension LiveView {
    /// The motion a scroll settles with: SwiftUI's smooth spring, which
    /// comes to rest with no bounce.
    static let settling = Animation.smooth

    /// The frames of the target views of `scroller` laid out now, in its
    /// content's coordinates, with their identities, in order along its axis.
    func targetFrames(of scroller: ViewID) -> [(key: AnyHashable?, frame: Rect)] {
        guard let content = layouts.frames[ScrollViewNode.contentID(of: scroller)], let state = scrolls[scroller] else { return [] }
        let vertical = state.axes.contains(.vertical)
        return scrolls.targets(of: scroller).compactMap { target in
            layouts.frames[target.view].map { (target.key, $0.offsetBy(dx: -content.x, dy: -content.y)) }
        }.sorted { vertical ? $0.frame.minY < $1.frame.minY : $0.frame.minX < $1.frame.minX }
    }

    /// The user scrolls `id` to `offset`: a scroll of theirs begins or goes
    /// on, ended by a pause, or by a release where it is `held`. Returns
    /// whether it moved.
    mutating func userScroll(_ id: ViewID, to offset: Point, held: Bool = false) -> Bool {
        guard let from = scrolls[id]?.offset, scrolls.scroll(id, to: offset) else { return false }
        scrolls.userMoved(id, from: from, held: held)
        settleScrolling()
        return true
    }

    /// Ends the user's scroll of `id` and moves it, with SwiftUI's smooth
    /// spring, to where its behavior settles it; returns whether it is to
    /// move. A behavior's target that is not a number leaves it where it
    /// is, with one line.
    @discardableResult
    mutating func settle(_ id: ViewID) -> Bool {
        guard let stroke = scrolls.endStroke(id) else { return false }
        return settle(id, from: stroke, with: animationsEnabled ? Self.settling : nil)
    }

    /// Settles each scroll view with a behavior whose viewport changed
    /// size, at once, as SwiftUI asks its behavior when a scroll view's
    /// size changes.
    mutating func settleResizedScrolls() {
        let resized = scrolls.resized
        scrolls.resized = []
        for id in resized {
            guard let offset = scrolls[id]?.offset else { continue }
            settle(id, from: ScrollStroke(origin: offset, began: nil, reached: offset, held: false), with: nil)
        }
    }

    /// Moves `id` to where its behavior settles `stroke`, in `animation`.
    private mutating func settle(_ id: ViewID, from stroke: ScrollStroke, with animation: Animation?) -> Bool {
        guard let state = scrolls[id], let behavior = state.behavior else { return false }
        let container = Size(width: state.viewport.width, height: state.viewport.height)
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: Rect(origin: stroke.origin, size: container)),
            velocity: stroke.velocity(endedAt: state.scrolled), contentSize: state.content, containerSize: container,
            axes: state.axes, environment: state.environment,
            // A view aligns inside the margins, where the content's first view rests.
            targets: targetFrames(of: id).map { $0.frame.offsetBy(dx: -state.margins.leading, dy: -state.margins.top) })
        var target = ScrollTarget(rect: Rect(origin: state.offset, size: container))
        behavior.updateTarget(&target, context: context)
        let rect = target.rect
        guard [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) else {
            warnings.warn("\(type(of: behavior)).updateTarget(_:context:): the target \(rect) is not a number; the scroll view rests where it is")
            return false
        }
        // The target is the viewport where it is to rest, whose origin is the offset.
        let offset = target.anchor.map { Self.offset(showing: rect, in: state, anchor: $0) } ?? state.clamped(rect.origin)
        guard scrolls.scroll(id, to: offset, with: animation, settles: true) else { return false }
        scrolls.untold.insert(id)
        settleScrolling()
        return true
    }

    /// Settles the user's scrolls whose stream went quiet by `time`.
    mutating func settleQuietScrolls(at time: Double) {
        for id in scrolls.quietStrokes(at: time) { settle(id) }
    }

    /// Tells each `scrollPosition(id:)` whose scroll view the user moved
    /// the first target view in sight, where it is another: the binding is
    /// written outside any transaction, as a tap's action writes.
    mutating func tellScrollPositions() {
        let moved = scrolls.untold
        scrolls.untold = []
        for id in moved {
            guard let position = scrolls.positions[id], let key = firstTargetInSight(of: id), key != position.told else { continue }
            withTransaction(Transaction()) { position.link.write(key) }
            // What the position holds now is the user's, no ask of the program's.
            scrolls.positions[id]?.told = key
            scrolls.positions[id]?.known = position.link.read()
        }
    }

    /// The identity of the first target view of `id` in sight along its
    /// axis, inside the content's margins, where a view scrolled to rests:
    /// the top-most, or the leading-most.
    func firstTargetInSight(of id: ViewID) -> AnyHashable? {
        guard let state = scrolls[id] else { return nil }
        let vertical = state.axes.contains(.vertical)
        let margins = state.margins
        let start = vertical ? state.offset.y + margins.top : state.offset.x + margins.leading
        let end = vertical ? state.offset.y + state.clear.height - margins.bottom : state.offset.x + state.clear.width - margins.trailing
        for target in targetFrames(of: id) {
            let (from, to) = vertical ? (target.frame.minY, target.frame.maxY) : (target.frame.minX, target.frame.maxX)
            if let key = target.key, to > start, from < end { return key }
        }
        return nil
    }
}
