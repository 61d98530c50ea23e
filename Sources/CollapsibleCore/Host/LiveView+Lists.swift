/// A live view's lists: the arrow keys, Home and End step the selection
/// among the rows of the list whose row has the keyboard's focus, and the
/// focus goes with it.
extension LiveView {
    /// Steps from the focused row of a list as `move` says (up is the row
    /// before); returns whether the selection changed. Nil where no row of a
    /// list has the focus.
    mutating func stepListRow(_ move: SliderMove) -> Bool? {
        guard let focused = focusedControl, let tap = presentation.taps.first(where: { $0.id == focused }),
              let row = tap.action.control?.listRow else { return nil }
        let rows = presentation.taps.filter { $0.action.control?.listRow?.list == row.list }
        guard let here = rows.firstIndex(where: { $0.id == focused }) else { return nil }
        let target = switch move {
        case .increase: max(here - 1, 0)
        case .decrease: min(here + 1, rows.count - 1)
        case .minimum: 0
        case .maximum: rows.count - 1
        }
        guard target != here || move == .minimum || move == .maximum else { return false }
        _ = focus.move(forward: true, among: [rows[target].id], inLayer: presentsLayer)
        withTransaction(Transaction()) { rows[target].action.control?.listRow?.choose(.step) }
        return update()
    }
}

extension LiveView {
    /// Deletes the list's row that has the keyboard's focus, as the Delete
    /// key does, where its `ForEach` can delete it; returns whether that
    /// changed anything.
    @discardableResult
    public mutating func deleteFocused() -> Bool {
        guard let focused = focusedControl, let tap = presentation.taps.first(where: { $0.id == focused }),
              let deletion = tap.action.control?.listRow?.deletion else { return false }
        withTransaction(Transaction()) { deletion.delete() }
        return update()
    }
}

extension LiveView {
    /// Moves the list's row that has the keyboard's focus one place up or
    /// down, as Alt+Up and Alt+Down do, where its `ForEach` can move it;
    /// the focus stays with the row. Returns whether that changed anything.
    @discardableResult
    public mutating func moveFocusedRow(up: Bool) -> Bool {
        guard let focused = focusedControl, let tap = presentation.taps.first(where: { $0.id == focused }),
              let move = tap.action.control?.listRow?.move else { return false }
        var moved = false
        withTransaction(Transaction()) { moved = move.move(toPlace: move.offset + (up ? -1 : 1)) }
        return moved && update()
    }
}

extension LiveView {
    /// The drag of the row a press caught, among the rows of its `ForEach`
    /// as they are laid out: one in edit mode, or, `held`, any that moves.
    func rowDrag(_ tap: Presentation.Tap?, at location: Point, held: Bool = false) -> ListRowDrag? {
        guard let tap, let row = tap.action.control?.listRow, row.dragsToMove || held, let group = row.move?.group else { return nil }
        let rows = presentation.taps.compactMap { other -> ListRowDrag.Row? in
            guard let move = other.action.control?.listRow?.move, move.group == group, let frame = other.frame else { return nil }
            return ListRowDrag.Row(id: other.id, offset: move.offset, frame: frame)
        }
        return rows.firstIndex { $0.id == tap.id }.flatMap { ListRowDrag(rows: rows, index: $0, pressedAt: location.y) }
    }

    /// The dragged row to follow the pointer at `location`, the others to
    /// make room; a row held still for a long press, as iOS's lists take
    /// one outside edit mode, starts to follow it, and one let go sooner,
    /// or moved farther, is not dragged. Returns whether a row is dragged.
    mutating func dragRow(to location: Point, time: Double?) -> Bool {
        if let held = pointer.heldRow {
            let hold = LongPressGesture()
            if (time ?? pointer.time) - pointer.time >= hold.minimumDuration {
                pointer.rowDrag = held.drag
                pointer.heldRow = nil
            } else if hypot(location.x - held.at.x, location.y - held.at.y) > hold.maximumDistance {
                pointer.heldRow = nil
            }
        }
        guard pointer.rowDrag != nil else { return false }
        pointer.rowDrag?.follow(to: location.y, at: frameTime ?? 0)
        return true
    }

    /// Each row of the drag drawn where it is at `time`.
    func showRowDrag(at time: Double) {
        guard let drag = pointer.rowDrag else { return }
        let choices = Dictionary(presentation.taps.compactMap { tap in tap.action.control?.listRow.map { (tap.id, $0) } },
                                 uniquingKeysWith: { first, _ in first })
        for (id, by) in drag.shown(at: time) { choices[id]?.shown = by }
    }

    /// Ends the drag with the release at `location`: the row dropped at
    /// its place, or, released outside the window, put back. Returns
    /// whether it moved; where it did not, the release is the row's tap.
    mutating func dropRow(at location: Point) -> Bool {
        guard let drag = pointer.rowDrag else { return false }
        pointer.rowDrag = nil
        let dragged = presentation.taps.first { $0.id == drag.rows[drag.index].id }?.action.control?.listRow
        for row in drag.rows { presentation.taps.first { $0.id == row.id }?.action.control?.listRow?.shown = 0 }
        let inside = Rect(x: 0, y: 0, width: size.width, height: size.height).contains(location)
        var moved = false
        if inside, let move = dragged?.move {
            withTransaction(Transaction()) { moved = drag.drop(by: move) }
        }
        return moved && update()
    }

    /// The display list with the dragged row lifted: drawn over the rows
    /// around it, with its shadow.
    func liftingDraggedRow(_ items: [DisplayItem]) -> [DisplayItem] {
        guard let drag = pointer.rowDrag else { return items }
        let id = drag.rows[drag.index].id
        func lifted(_ items: [DisplayItem]) -> [DisplayItem] {
            if let at = items.firstIndex(where: { $0.id == id }) {
                var items = items
                let row = items.remove(at: at)
                items.append(DisplayItem(id: id.holder, frame: row.frame, content: .effect(.shadow(ListRowDrag.shadow), [row])))
                return items
            }
            return items.map { item in
                guard case .effect(let effect, let inside) = item.content else { return item }
                var item = item
                item.content = .effect(effect, lifted(inside))
                return item
            }
        }
        return lifted(items)
    }
}
