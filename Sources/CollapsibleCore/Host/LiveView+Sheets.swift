/// A live view's sheets pulled down by the pointer (`SheetDrag`): a press
/// on a sheet's panel that no control of its content takes, and that is in
/// no scroll view scrolled from its top, drags the sheet.
extension LiveView {
    /// The drag of the frontmost sheet whose panel the press at `location`
    /// landed on, with `around` the taps there and `tap` the one it presses.
    func sheetDrag(around: [Int], tap: Int?, at location: Point, time: Double) -> SheetDrag? {
        guard tap == nil, let position = around.lastIndex(where: { presentation.taps[$0].action.control?.sheet != nil }),
              around[position] >= frontLayer, let handle = presentation.taps[around[position]].action.control?.sheet,
              // A gesture of the content's takes the press for itself.
              around[position...].allSatisfy({ presentation.taps[$0].action.gesture == nil }) else { return nil }
        let at = around[position]
        let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let panel = SheetGeometry(window: window, style: handle.style, detents: handle.detents).panel
        // Content that scrolls takes the press where it is scrolled from its top.
        let scrolled = scrollers(at: location).contains { id in
            guard let viewport = scrolls.shownViewport(of: id), viewport.minY >= panel.minY else { return false }
            return (scrolls[id]?.offset.y ?? 0) > 0
        }
        guard !scrolled, !scrolls.isMoving else { return nil }
        return SheetDrag(sheet: presentation.taps[at].id, height: panel.height, pressedAt: location.y, time: time)
    }

    /// The dragged sheet to follow the pointer at `location`. Returns
    /// whether a sheet is dragged.
    mutating func dragSheet(to location: Point, time: Double?) -> Bool {
        guard pointer.sheetDrag != nil else { return false }
        pointer.sheetDrag?.follow(to: location.y, at: time ?? pointer.time)
        return true
    }

    /// Lets the dragged sheet go: dismissed where it was pulled far or fast
    /// enough and may be, else springing back. Returns whether a sheet was
    /// dragged.
    mutating func releaseSheet(at location: Point, time: Double) -> Bool {
        guard var drag = pointer.sheetDrag else { return false }
        pointer.sheetDrag = nil
        drag.follow(to: location.y, at: time)
        let handle = presentation.taps.first { $0.id == drag.sheet }?.action.control?.sheet
        if let handle, handle.isDismissable, drag.dismisses {
            // Placed where it was let go before it leaves, it leaves from there.
            graph.sheetLetGo = (drag.sheet, drag.pull)
            graph.invalidate(.press, [drag.sheet])
            redraw()
            withTransaction(Transaction()) { handle.dismiss() }
            _ = update()
            return true
        }
        pointer.sheetSpring = SheetSpring(sheet: drag.sheet, from: drag.pull)
        return true
    }

    /// The sheet dragged or springing back drawn where it is at `time`.
    func showSheetDrag(at time: Double) {
        let shown: (ViewID, Double)? = pointer.sheetDrag.map { ($0.sheet, $0.pull) }
            ?? pointer.sheetSpring.map { ($0.sheet, $0.shown(at: time)) }
        guard let (sheet, by) = shown else { return }
        presentation.taps.first { $0.id == sheet }?.action.control?.sheet?.shown = by
    }
}
