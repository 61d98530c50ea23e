/// What choosing a row of a list does to its selection: a click, with the
/// modifiers held; Space on the focused row; an arrow key that steps onto
/// it. A row the keyboard can focus is one that selects or can be deleted.
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

    init(list: ViewID, deletion: ListRowDeletion?, choose: @escaping (Input) -> Void) {
        self.list = list
        self.deletion = deletion
        self.choose = choose
    }

    static func == (a: ListRowChoice, b: ListRowChoice) -> Bool { a === b }
}

/// The tags of a selecting list's rows, in order, shared by its rows: a
/// Shift+click selects those between the first selected and the one clicked.
final class ListRowOrder<Value: Hashable> {
    var tags: [Value] = []
}
