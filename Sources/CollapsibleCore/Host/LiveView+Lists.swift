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
    /// The row a press in edit mode caught, which a release over another
    /// row of its `ForEach` moves to that row's place.
    func rowToDrag(_ tap: Presentation.Tap?) -> ListRowChoice? {
        tap?.action.control?.listRow.flatMap { $0.dragsToMove ? $0 : nil }
    }

    /// Drops `row` where the pointer let it go: at the place of the row of
    /// its `ForEach` drawn under `location`. Returns whether it moved.
    mutating func drop(_ row: ListRowChoice, at location: Point) -> Bool {
        guard let move = row.move, let leaf = presentation.leaf(at: location),
              let target = presentation.taps.first(where: { tap in
                  tap.action.control?.listRow?.move?.group == move.group && tap.leaves.contains(leaf)
              })?.action.control?.listRow?.move else { return false }
        var moved = false
        withTransaction(Transaction()) { moved = move.move(toPlace: target.offset) }
        return moved && update()
    }
}
