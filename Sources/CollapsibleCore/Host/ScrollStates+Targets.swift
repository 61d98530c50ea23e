/// What the host keeps of scroll views' targets: the views of their
/// `scrollTargetLayout`s, the `scrollPosition(id:)` bound to them, and the
/// user's scrolls that a `scrollTargetBehavior` is to settle.
extension ScrollStates.Scroller {
    /// Whether a scroll the user made waits to go quiet and be settled.
    var isSettling: Bool { behavior != nil && stroke.map { !$0.held } == true }
}

extension ScrollStates {
    /// How long the wheel's or the touchpad's stream stays quiet before the
    /// scroll is taken as ended: longer than between the notches of a wheel
    /// turned by hand, short enough to settle as the hand leaves it.
    static let quietBeforeSettling = 0.15

    /// The program's identity of `node`'s view: its own, or that of the
    /// view it holds alone, as a `ForEach` element's view holds its content.
    func key(near node: _ViewNode) -> AnyHashable? {
        var current: _ViewNode? = node
        while let found = current {
            if let key = keys[found.id] { return key }
            current = found.children.first
        }
        return nil
    }

    /// The target views of `scroller`, of every target layout in it.
    func targets(of scroller: ViewID) -> [ScrollTargetView] {
        targetLayouts.values.filter { $0.scroller == scroller }.flatMap(\.views)
    }

    /// `scroller` is bound to `link`, or to none. What the program asked
    /// since the position was last read or written is asked for, in the
    /// animation of `transaction`, a view where its `scrollTargetAnchor`
    /// says where the ask does not; a first ask is too, as the scroll view
    /// first shows it.
    func link(_ scroller: ViewID, to link: ScrollPositionLink?, in transaction: Transaction) {
        let animation = transaction.animation
        guard let link else {
            positions[scroller] = nil
            return
        }
        let asked = link.read()
        let before = positions[scroller]
        positions[scroller] = (link, asked, before?.told)
        guard asked != before?.known, !asked.isPositionedByUser else { return }
        switch asked.place {
        case .none: return
        case .view(let view, let anchor):
            request(Request(target: .view(view), anchor: anchor ?? transaction.scrollTargetAnchor ?? link.anchor ?? .topLeading,
                            animation: animation,
                            asker: "scrollPosition(id: \(view.base))"))
        case .edge(let edge):
            request(Request(target: .edge(edge, of: scroller), animation: animation, asker: "ScrollPosition.scrollTo(edge: .\(edge))"))
        case .point(let x, let y):
            request(Request(target: .offset(x: x, y: y, of: scroller), animation: animation,
                            asker: "ScrollPosition.scrollTo(x: \(x.map { "\($0)" } ?? "nil"), y: \(y.map { "\($0)" } ?? "nil"))"))
        }
    }

    /// The user moved `id` from `offset`: a scroll begins, or goes on, and
    /// its position is to be told. A held one ends only when let go.
    func userMoved(_ id: ViewID, from offset: Point, held: Bool = false) {
        untold.insert(id)
        guard let scroller = scrollers[id], scroller.behavior != nil else { return }
        var stroke = scroller.stroke ?? ScrollStroke(origin: offset, began: now, reached: offset, held: held)
        stroke.reached = scroller.offset
        stroke.held = stroke.held || held
        update(id) { $0.stroke = stroke }
    }

    /// Ends the user's scroll of `id`, and returns it.
    func endStroke(_ id: ViewID) -> ScrollStroke? {
        defer { update(id) { $0.stroke = nil } }
        return scrollers[id]?.stroke
    }

    /// The scroll views whose user's scroll went quiet at `time`.
    func quietStrokes(at time: Double) -> [ViewID] {
        scrollers.compactMap { id, scroller in
            guard scroller.isSettling, case .some(.some(let last)) = scroller.scrolled,
                  time - last >= Self.quietBeforeSettling else { return nil }
            return id
        }
    }
}
