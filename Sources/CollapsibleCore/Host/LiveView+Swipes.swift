/// A live view's rows swiped by the pointer (`ListRowSwipe`): a press on a
/// row with swipe actions that moves across before it moves down slides the
/// row over its buttons; one row rests open at a time, and a press
/// anywhere but on its buttons, or a scroll, closes it.
extension LiveView {
    /// A press at `location`, with `around` the taps there, that may swipe
    /// the row it lands on. Where a row rests open, the press closes it and
    /// is taken whole, unless it lands on the open row's buttons, whose tap
    /// it is, or on the row itself, which it slides or, let go, closes.
    /// Returns whether the press is taken.
    mutating func pressSwipedRow(around: [Int], at location: Point) -> Bool {
        let pressed = around.last { presentation.taps[$0].action.control?.swipedRow != nil }.map { presentation.taps[$0] }
        pointer.swipePress = nil
        if let pressed, let handle = pressed.action.control?.swipedRow, let frame = pressed.frame {
            pointer.swipePress = RowSwipePress(handle: handle, frame: frame, at: location, from: 0)
        }
        guard let open = pointer.rowSwipe, open.resting != 0 else { return false }
        if pointer.swipePress?.handle.row == open.row, let frame = pressed?.frame {
            pointer.swipePress?.from = open.resting
            guard frame.offsetBy(dx: open.resting, dy: 0).contains(location) else { return false }
        } else {
            pointer.swipePress = nil
            closeSwipedRow()
        }
        pointer.swipeTaken = true
        return true
    }

    /// The pointer at `location`: a press on a row that goes across farther
    /// than the slop before it goes down starts the row's swipe, which then
    /// takes the press from what is in the row; the swipe follows the
    /// pointer. Returns whether a row is swiped.
    mutating func swipeRow(to location: Point) -> Bool {
        if var swipe = pointer.rowSwipe, !swipe.isLetGo {
            swipe.follow(to: location.x)
            pointer.rowSwipe = swipe
            showSwipedButtons()
            return true
        }
        guard let press = pointer.swipePress else { return false }
        let across = location.x - press.at.x, down = location.y - press.at.y
        guard hypot(across, down) > ListRowSwipe.slop else { return false }
        pointer.swipePress = nil
        guard abs(across) > abs(down) else { return false }
        let open = pointer.rowSwipe.flatMap { $0.row == press.handle.row ? $0 : nil }
        var swipe = ListRowSwipe(row: press.handle.row, width: press.frame.width,
                                 leading: open?.leading ?? press.handle.leading, trailing: open?.trailing ?? press.handle.trailing,
                                 from: press.from, pressedAt: press.at.x)
        swipe.follow(to: location.x)
        pointer.rowSwipe = swipe
        pointer.swipeTaken = true
        pointer.heldRow = nil
        pointer.tap = nil
        releaseControl()
        showSwipedButtons()
        return true
    }

    /// Ends a press the swipe took: the swiped row rests open, closes or,
    /// swiped far enough, runs its edge's first button and closes; let go
    /// outside the window, it closes. A press on the open row that did not
    /// slide it closes it. Returns whether the swipe took the press.
    mutating func releaseSwipedRow(at location: Point, time: Double) -> Bool {
        let press = pointer.swipePress
        pointer.swipePress = nil
        guard pointer.swipeTaken else { return false }
        pointer.swipeTaken = false
        guard var swipe = pointer.rowSwipe else { return true }
        guard !swipe.isLetGo else {
            if press != nil { closeSwipedRow() }
            return true
        }
        swipe.follow(to: location.x)
        let inside = Rect(x: 0, y: 0, width: size.width, height: size.height).contains(location)
        let outcome = inside ? swipe.outcome : .closes
        swipe.settle(to: swipe.rest(after: outcome), at: frameTime ?? time)
        pointer.rowSwipe = swipe
        if case .runsFirst(let edge) = outcome, let first = firstSwipeButton(of: swipe.row, on: edge) {
            _ = perform(first, animated: true)
        }
        return true
    }

    /// The open row slides closed, as a tap on one of its buttons, a press
    /// elsewhere and a scroll close it.
    mutating func closeSwipedRow() {
        guard let swipe = pointer.rowSwipe, !(swipe.isLetGo && swipe.resting == 0) else { return }
        pointer.rowSwipe?.settle(to: 0, at: frameTime ?? 0)
    }

    /// Shows the buttons of the edge the swipe reveals, made anew where it
    /// reveals another, and takes their width as where the row rests open.
    private mutating func showSwipedButtons() {
        guard let swipe = pointer.rowSwipe, let edge = swipe.edge,
              graph.swipedRow?.row != swipe.row || graph.swipedRow?.edge != edge else { return }
        let before = graph.swipedRow.map { [$0.row] } ?? []
        graph.swipedRow = (swipe.row, edge)
        graph.invalidate(.press, before + [swipe.row])
        redraw()
        let width = swipeHandle(of: swipe.row)?.revealedWidth
        if edge == .leading { pointer.rowSwipe?.leading?.width = width } else { pointer.rowSwipe?.trailing?.width = width }
    }

    /// At the frame at `time`: the slide of a row let go starts; a row
    /// closed takes its buttons away.
    mutating func advanceSwipedRow(to time: Double) {
        pointer.rowSwipe?.begin(at: time)
        guard let swipe = pointer.rowSwipe, swipe.isLetGo, swipe.resting == 0, !swipe.isSliding(at: time) else { return }
        pointer.rowSwipe = nil
        swipeHandle(of: swipe.row)?.shown = 0
        guard let shown = graph.swipedRow else { return }
        graph.swipedRow = nil
        graph.invalidate(.press, [shown.row])
        redraw()
    }

    /// The swiped row drawn where it is at `time`.
    func showRowSwipe(at time: Double) {
        guard let swipe = pointer.rowSwipe else { return }
        swipeHandle(of: swipe.row)?.shown = swipe.shown(at: time)
    }

    private func swipeHandle(of row: ViewID) -> ListRowSwipeHandle? {
        presentation.taps.lazy.compactMap { $0.action.control?.swipedRow }.first { $0.row == row }
    }

    /// The button nearest `edge` among those the swipe of `row` shows: the
    /// first of its `swipeActions`.
    private func firstSwipeButton(of row: ViewID, on edge: HorizontalEdge) -> TapAction? {
        guard let swiped = presentation.taps.firstIndex(where: { $0.action.control?.swipedRow?.row == row }),
              let frame = presentation.taps[swiped].frame, let width = swipeHandle(of: row)?.revealedWidth else { return nil }
        let strip = edge == .leading ? frame.minX...(frame.minX + width) : (frame.maxX - width)...frame.maxX
        let buttons = presentation.taps[swiped...].prefix { $0.leaves.upperBound <= presentation.taps[swiped].leaves.upperBound }
            .filter { tap in tap.action.control == .button && tap.frame.map { strip.contains($0.midX) } == true }
        let first = edge == .leading ? buttons.min { ($0.frame?.minX ?? 0) < ($1.frame?.minX ?? 0) }
                                     : buttons.max { ($0.frame?.maxX ?? 0) < ($1.frame?.maxX ?? 0) }
        return first?.action
    }
}

/// A press on a row with swipe actions, before it moves across: the row's
/// handle and frame, where the pointer went down, and how far the row was
/// slid open then.
struct RowSwipePress {
    var handle: ListRowSwipeHandle
    var frame: Rect
    var at: Point
    var from: Double
}
