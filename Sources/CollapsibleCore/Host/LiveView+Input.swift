/// A live view's input: the pointer's taps on the frontmost view under it,
/// as drawn at that moment; the keyboard's focus among the controls and its
/// press; an assistive tool's press. Sliders are in `LiveView+Sliders`.
extension LiveView {
    /// A press of the primary button, with the modifier keys held; returns
    /// whether it changed what is shown (a control drawn pressed).
    @discardableResult
    public mutating func pointerPressed(at location: Point, time: Double, modifiers: EventModifiers = []) -> Bool {
        if pressScrollBar(at: location) { return true }
        let around = presentation.taps(at: location)
        let nearest = around.lastIndex { presentation.taps[$0].action.isTap }
        let tap = nearest.map { presentation.taps[around[$0]] }
        if pressSwipedRow(around: around, at: location) { return true }
        pointer.modifiers = modifiers
        pointer.time = time
        pointer.location = location
        if let tap, let slider = tap.action.control?.slider, let frame = tap.frame {
            return pressSlider(tap.id, slider, frame: frame, at: location, time: time)
        }
        let clicks = pointer.clicks.press(at: location, time: time)
        if let tap, let input = tap.action.control?.textField, let frame = tap.frame {
            pointer.tap = nil
            pointer.selecting = clicks == 1 ? tap.id : nil
            return pressTextField(tap.id, input, frame: frame, at: location, clicks: clicks)
        }
        pointer.tap = tap?.action
        pointer.rowDrag = rowDrag(tap, at: location)
        pointer.heldRow = pointer.rowDrag == nil ? rowDrag(tap, at: location, held: true).map { ($0, location) } : nil
        pointer.sheetSpring = nil
        pointer.sheetDrag = sheetDrag(around: around, tap: nearest, at: location, time: time)
        pointer.swipedPages = tap?.action.control?.pages.map { PageSwipe(turn: $0, from: location.x, width: tap?.frame?.width ?? 0) }
        pointer.recognizer.pressed(at: location, time: time, onTarget: pointer.tap != nil)
        let started = startGestures(around, tap: nearest, at: location, time: time, clicks: clicks)
        guard let tap, let control = tap.action.control, !pointer.tapLost else { return started }
        focus.clicked(control.focused(for: tap.id))
        followFocusIntoField()
        pointer.control = tap.id
        graph.invalidate(.press, [tap.id])
        redraw()
        return true
    }

    /// The pointer moved, a button down or not; returns whether a slider
    /// it drags changed its value, or whether gestures or views that follow
    /// the pointer are to hear of it: they do at the next frame, the moves
    /// since the last as one.
    @discardableResult
    public mutating func pointerMoved(to location: Point, time: Double? = nil) -> Bool {
        pointer.recognizer.moved(to: location)
        pointer.location = location
        let bars = pointer.scrollBar == nil && followScrollBars(to: location)
        let hovers = followHover(to: location) || bars
        if dragRow(to: location, time: time) || dragSheet(to: location, time: time) || swipeRow(to: location) { return true }
        if let field = pointer.selecting { return selectText(in: field, to: location) || hovers }
        if pointer.gestures != nil {
            pointer.motion = (location, time ?? pointer.time)
            return true
        }
        return drag(to: location) || dragScrollBar(to: location) || hovers
    }

    /// Ends a press; a completed tap runs its action, and what it changed is
    /// shown. Returns whether the action changed anything.
    @discardableResult
    public mutating func pointerReleased(at location: Point, time: Double) -> Bool {
        pointer.selecting = nil
        if let drag = pointer.scrollBar {
            // Letting the bar go ends the scroll, which its behavior settles.
            let moved = dragScrollBar(to: location)
            pointer.scrollBar = nil
            return settle(drag.scroller) || moved
        }
        if releaseSheet(at: location, time: time) || releaseSwipedRow(at: location, time: time) { return true }
        if let dragged = pointer.dragged {
            let changed = drag(to: location)
            pointer.dragged = nil
            dragged.pressed.editingChanged(false)
            return update() || changed
        }
        let moved = handMotionToGestures()
        let wasPressed = pointer.control != nil
        releaseControl()
        defer { pointer.tap = nil }
        if dropRow(at: location) { return true }
        if let swipe = pointer.swipedPages {
            pointer.swipedPages = nil
            if turnPages(swipe, releasedAt: location) { return true }
        }
        let tapEnds = pointer.recognizer.released(at: location, time: time) && pointer.tap != nil
        let gestured = endGestures(at: location, time: time, tapEnds: tapEnds)
        let clicked = pointer.modifiers
        let changed = tapEnds && !pointer.tapLost && pointer.tap.map { perform($0, animated: true, clicked: clicked) } == true
        // A press a row resting open did not take was on its buttons.
        if pointer.rowSwipe?.isLetGo == true { closeSwipedRow() }
        return changed || wasPressed || moved || gestured
    }

    /// The control the press landed on shows itself released at once,
    /// before its action runs: the action's transaction moves what the
    /// action changes.
    mutating func releaseControl() {
        guard let control = pointer.control else { return }
        graph.invalidate(.press, [control])
        pointer.control = nil
        redraw()
    }

    // The keyboard: the focus among the controls, and their press.

    /// The controls the keyboard can focus, `Button`s, `Toggle`s and
    /// `Slider`s, in reading order.
    /// Those of the frontmost presented layer alone, while one is shown.
    private var controls: [ViewID] { presentation.taps[frontLayer...].filter { $0.action.control?.takesFocus == true }.map(\.id) }


    /// Moves the keyboard's focus to the next control (Tab), or the previous
    /// (Shift+Tab); returns whether any took it.
    public mutating func moveFocus(forward: Bool) -> Bool {
        if let successor = focusSuccessor, focusedControl == successor { focus.left(for: successor) }
        if let screen = focusedControl, let next = control(besideScreen: screen, forward: forward) {
            focus.moved(to: next)
            followFocusIntoField()
            return true
        }
        let moved = focus.move(forward: forward, among: controls, inLayer: presentsLayer)
        followFocusIntoField()
        return moved
    }

    /// Where the focus is on a pushed screen, the control Tab goes to from
    /// there: the first after it in reading order (Shift+Tab the last
    /// before it), round the front layer's controls.
    private func control(besideScreen screen: ViewID, forward: Bool) -> ViewID? {
        let front = presentation.taps[frontLayer...]
        guard let at = front.firstIndex(where: { $0.id == screen && $0.action.control == .pushedScreen }) else { return nil }
        let takesFocus = { (tap: Presentation.Tap) in tap.action.control?.takesFocus == true }
        let next = forward ? front[at...].first(where: takesFocus) ?? front.first(where: takesFocus)
                           : front[..<at].last(where: takesFocus) ?? front.last(where: takesFocus)
        return next?.id
    }

    /// The control that has the keyboard's focus, if any.
    public var focusedControl: ViewID? {
        // Asked at every turn of a host's loop: no array is made for it.
        let front = presentation.taps[frontLayer...]
        return focus.current { focused in front.contains { $0.id == focused && $0.action.control != nil } } ?? focusSuccessor
    }

    /// Where the focused control left the window (a link whose screen a
    /// push covered, a view taken out), or none had the focus as a screen
    /// was pushed: the pushed screen in front takes it, its back button,
    /// else its first control, else the screen itself, which its bar names
    /// to assistive tools; where no screen was pushed, the first control
    /// of the frontmost layer. The focus goes into what took its place, as
    /// UIKit's and GTK's go to a pushed screen's first element; the control
    /// that left has it again as it comes back.
    private var focusSuccessor: ViewID? {
        if let left = focus.focused, presentation.taps.contains(where: { $0.id == left }) { return nil }
        let front = presentation.taps[frontLayer...]
        let takesFocus = { (tap: Presentation.Tap) in tap.action.control?.takesFocus == true }
        guard let at = front.lastIndex(where: { $0.action.control == .pushedScreen }) else {
            return focus.focused == nil ? nil : front.first(where: takesFocus)?.id
        }
        let screen = front[at]
        let inside = front[(at + 1)...].prefix { $0.leaves.lowerBound < screen.leaves.upperBound }
        return (inside.first { $0.action.control == .back } ?? inside.first(where: takesFocus) ?? screen).id
    }

    /// Presses the focused control, as Space and Return do; where none has
    /// the focus, the frontmost view with a tap gesture. Returns whether the
    /// press changed anything.
    @discardableResult
    public mutating func pressFocused() -> Bool {
        guard let control = focusedControl else { return pressFrontmostTapTarget() }
        return press(control)
    }

    /// Goes back a screen in the navigation in front, as its back button
    /// does: Alt+Left and the pointer's back button. Where no screen is
    /// pushed, or its back button is hidden, nothing happens. Returns
    /// whether anything changed.
    @discardableResult
    public mutating func goBack() -> Bool {
        guard let back = presentation.taps.last(where: { $0.action.control == .back }) else { return false }
        return perform(back.action, animated: true)
    }

    /// Shows the next tab of the tab bar in front, or the previous, round
    /// from the last to the first: Ctrl+Tab and Ctrl+Page Down, with Shift
    /// or Page Up back. Returns whether anything changed.
    @discardableResult
    public mutating func switchTab(forward: Bool) -> Bool {
        let tabs = presentation.taps.filter { if case .tab = $0.action.control { true } else { false } }
        guard let selected = tabs.firstIndex(where: { $0.action.control == .tab(isSelected: true) }) else { return false }
        let next = (selected + (forward ? 1 : tabs.count - 1)) % tabs.count
        return next != selected && perform(tabs[next].action, animated: true)
    }

    /// The frontmost view with a tap gesture: the last in drawing order,
    /// which Space and Return press while no control has the focus.
    public var frontmostTapTarget: ViewID? { presentation.taps.last(where: \.action.isTap)?.id }

    /// Presses the view with a tap gesture `id`, as Space does for the focused
    /// one and an assistive tool's action does; `animated` false shows the
    /// change's end at once. Returns whether the action changed anything.
    @discardableResult
    public mutating func press(_ id: ViewID, animated: Bool = true) -> Bool {
        guard let tap = presentation.taps.first(where: { $0.id == id }) else { return showPage(id) }
        return perform(tap.action, animated: animated)
    }

    /// Presses the frontmost view with a tap gesture, as Space does; with
    /// `animated` false the view starts as after the press, settled (the
    /// exercise expanded). Returns whether the action changed anything.
    @discardableResult
    public mutating func pressFrontmostTapTarget(animated: Bool = true) -> Bool {
        guard let target = frontmostTapTarget else { return false }
        return press(target, animated: animated)
    }

    /// The centre of the view's first control (a button, a toggle or a tap
    /// gesture, in reading order), as drawn now: where `--render
    /// --progress` presses.
    public var firstControlCentre: Point? {
        guard let first = presentation.taps.firstIndex(where: \.action.isTap), let frame = presentation.shownFrame(of: first) else { return nil }
        return Point(x: frame.midX, y: frame.midY)
    }

    /// Runs a tap's action in a transaction of its own, which animates
    /// nothing but what asks for it, and shows what it changed; a click on a
    /// list's row chooses it with the modifiers `clicked` held.
    mutating func perform(_ action: TapAction, animated: Bool, clicked: EventModifiers? = nil) -> Bool {
        withTransaction(Transaction()) {
            if let clicked, let row = action.control?.listRow { row.choose(.click(clicked)) } else { action.perform?() }
        }
        guard !animated else { return update() }
        // Shown at its end, whatever animation the action asks for.
        let enabled = policy.animationsEnabled
        policy.animationsEnabled = false
        defer { policy.animationsEnabled = enabled }
        return update()
    }
}
