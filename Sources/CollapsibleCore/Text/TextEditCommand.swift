/// What a key does to the field being typed into, as a GTK entry takes it.
public enum TextEditCommand: Equatable, Sendable {
    /// Moves the caret; `extending` the selection, as with Shift.
    case move(CaretMotion, extending: Bool)
    /// Backspace, or Delete `forward`; a whole word with Ctrl.
    case delete(forward: Bool, word: Bool)
    case selectAll
    case undo
    case redo
    /// Return: the field's submit actions run.
    case submit
}
