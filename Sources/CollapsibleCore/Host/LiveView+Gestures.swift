/// A live view's gestures: those a press reaches, fed its events, each
/// change of theirs shown as a tap's action is, in a transaction of its own.
extension LiveView {
    /// Starts the gestures of the views around a press, `around` the taps
    /// and gestures there, outermost first, `tap` the index among them of
    /// the tap the press landed on. Returns whether they changed anything.
    mutating func startGestures(_ around: [Int], tap: Int?, at location: Point, time: Double, clicks: Int) -> Bool {
        pointer.tapLost = false
        pointer.motion = nil
        let entries = around.map { (action: presentation.taps[$0].action, context: gestureContext(of: $0)) }
        let arena = GestureArena(entries, tap: tap)
        guard !arena.isEmpty else {
            pointer.gestures = nil
            return false
        }
        pointer.gestures = arena
        return handGestures(_GestureEvent(kind: .pressed, location: location, time: time, clicks: clicks))
    }

    /// What a gesture or a hover on the view of the tap `index` measures
    /// from: the frame layout gave the view.
    func gestureContext(of index: Int) -> _GestureContext {
        let frame = presentation.taps[index].frame ?? presentation.shownFrame(of: index) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return _GestureContext(frame: frame)
    }

    /// Hands the gestures under way the pointer's last move, once a frame;
    /// returns whether they changed anything.
    @discardableResult
    mutating func handMotionToGestures() -> Bool {
        guard let motion = pointer.motion else { return false }
        pointer.motion = nil
        pointer.time = motion.time
        return handGestures(_GestureEvent(kind: .moved, location: motion.location, time: motion.time, clicks: 0))
    }

    /// Hands the gestures the release; `tapEnds` says whether it completes
    /// the tap the press landed on. Returns whether they changed anything.
    mutating func endGestures(at location: Point, time: Double, tapEnds: Bool) -> Bool {
        defer { pointer.gestures = nil }
        return handGestures(_GestureEvent(kind: .released, location: location, time: time, clicks: 0), tapEnds: tapEnds)
    }

    /// When a gesture under way changes with no event, on the clock of the
    /// pointer's events: the host calls `pointerHeld(until:)` then.
    public var gestureDeadline: Double? { pointer.gestures?.deadline }

    /// The button is still down at `time`: a long press held long enough
    /// ends. Returns whether a gesture changed anything.
    @discardableResult
    public mutating func pointerHeld(until time: Double) -> Bool {
        guard pointer.gestures != nil else { return false }
        let moved = handMotionToGestures()
        withTransaction(Transaction()) { pointer.gestures?.held(until: time) }
        let released = gesturesChanged()
        return update() || released || moved
    }

    /// The press went without a release the window saw: the gestures under
    /// way give up what they hold.
    public mutating func cancelGestures() -> Bool {
        pointer.motion = nil
        guard pointer.gestures != nil else { return false }
        withTransaction(Transaction()) { pointer.gestures?.cancel() }
        pointer.gestures = nil
        return update()
    }

    private mutating func handGestures(_ event: _GestureEvent, tapEnds: Bool = false) -> Bool {
        withTransaction(Transaction()) { pointer.gestures?.handle(event, tapEnds: tapEnds) }
        let released = gesturesChanged()
        return update() || released
    }

    /// Where a gesture won the press from the tap or control it landed on,
    /// the tap is not run and the control is drawn released.
    private mutating func gesturesChanged() -> Bool {
        guard pointer.gestures?.tapLost == true, !pointer.tapLost else { return false }
        pointer.tapLost = true
        pointer.tap = nil
        let pressed = pointer.control != nil
        releaseControl()
        return pressed
    }
}
