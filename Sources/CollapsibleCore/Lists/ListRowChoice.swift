/// What choosing a row of a selecting list does to its selection: a click,
/// with the modifiers held; Space on the focused row; an arrow key that
/// steps onto it.
final class ListRowChoice: Equatable {
    enum Input: Equatable {
        case click(EventModifiers)
        case press
        case step
    }

    /// The list the row is in, among whose rows the arrow keys step.
    let list: ViewID
    let choose: (Input) -> Void

    init(list: ViewID, choose: @escaping (Input) -> Void) {
        self.list = list
        self.choose = choose
    }

    static func == (a: ListRowChoice, b: ListRowChoice) -> Bool { a === b }
}

/// The tags of a selecting list's rows, in order, shared by its rows: a
/// Shift+click selects those between the first selected and the one clicked.
final class ListRowOrder<Value: Hashable> {
    var tags: [Value] = []
}
