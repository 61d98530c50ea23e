/// A live view's `FocusState`s: a field marked `focused` tells its state
/// when it takes the keyboard's focus or loses it, and takes the focus, or
/// gives it up, when the program sets the state.
extension LiveView {
    /// Tells the field `old`, which had the focus, and the one that has it
    /// now, where the focus moved between them: their states, and what
    /// hears their editing start and end.
    mutating func tellFocusChange(leaving old: ViewID?) {
        let now = focusedTextField
        guard old != now else { return }
        withTransaction(Transaction()) {
            if let old, let input = fieldInput(old) {
                input.focus?.set(false)
                input.editingChanged?(false)
            }
            if let now, let input = fieldInput(now) {
                input.focus?.set(true)
                input.editingChanged?(true)
            }
        }
    }

    /// After a change, the focus goes to the field whose state names it;
    /// where none is named and the focused field is marked, it loses the focus.
    mutating func followFocusStates() {
        let marked = presentation.taps[frontLayer...].compactMap { tap in
            tap.action.control?.textField?.focus.map { (tap.id, $0) }
        }
        guard !marked.isEmpty else { return }
        let current = focusedTextField
        // A field newly named wins over the one that has the focus, which
        // another state may still name.
        let named = marked.first { $0.0 != current && $0.1.holds() } ?? marked.first { $0.0 == current && $0.1.holds() }
        if let named {
            guard named.0 != current else { return }
            focus.set(named.0)
        } else {
            guard let current, marked.contains(where: { $0.0 == current }) else { return }
            focus.set(nil)
        }
        followFocusIntoField()
    }
}
