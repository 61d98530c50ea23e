/// What choosing a row of a list does to its selection: a click, with the
/// modifiers held; Space on the focused row; an arrow key that steps onto
/// it. A row the keyboard can focus is one that selects, or can be deleted
/// or moved.
final class ListRowChoice: Equatable {
    enum Input: Equatable {
        case click(EventModifiers)
        case press
        case step
    }

    /// The list the row is in, among whose rows the arrow keys step.
    let list: ViewID
    let choose: (Input) -> Void
    /// What the Delete key does to the row; nil where it cannot be deleted.
    let deletion: ListRowDeletion?
    /// What Alt+Up and Alt+Down do to the row; nil where it cannot be moved.
    let move: ListRowMove?
    /// Whether a drag of the row moves it, as in edit mode.
    let dragsToMove: Bool
    /// How far the row is drawn moved down from its place while a row of
    /// its `ForEach` is dragged (`ListRowDrag`).
    var shown = 0.0

    init(list: ViewID, editing: ListRowEditing, dragsToMove: Bool, choose: @escaping (Input) -> Void) {
        self.list = list
        deletion = editing.deletion
        move = editing.move
        self.dragsToMove = dragsToMove && editing.move != nil
        self.choose = choose
    }

    static func == (a: ListRowChoice, b: ListRowChoice) -> Bool { a === b }
}

/// The tags of a selecting list's rows, in order, shared by its rows: a
/// Shift+click selects those between the first selected and the one clicked.
final class ListRowOrder<Value: Hashable> {
    var tags: [Value] = []
}
