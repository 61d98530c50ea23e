/// A live view's text fields as assistive tools edit them (AT-SPI's
/// EditableText and Text): a range replaced, the caret or a selection set,
/// a range read for the clipboard. Places are those the tools read: Unicode
/// scalars, or a secure field's bullets, one a character.
extension LiveView {
    /// Puts `replacement` in place of `places` in the field `id`'s text, the
    /// caret after it, written through its binding as typing is; the field
    /// with the keyboard keeps the change for undo. Returns whether it was a field.
    @discardableResult
    public mutating func replaceText(of id: ViewID, in places: Range<Int>, with replacement: String) -> Bool {
        guard let input = fieldInput(id) else { return false }
        let range = scalars(places, of: input)
        if editing?.id == id, var session = session(for: id) {
            session.edit(typing: false) {
                $0.select(range)
                $0.insert(replacement)
            }
            return write(session)
        }
        var edited = EditedText(input.text)
        edited.select(range)
        edited.insert(replacement)
        withTransaction(Transaction()) { input.write(edited.text) }
        if !update() { redraw() }
        return true
    }

    /// Selects `places` in the field `id`, the caret at their end, giving it
    /// the keyboard, where the caret is shown and typing goes.
    @discardableResult
    public mutating func selectText(of id: ViewID, _ places: Range<Int>) -> Bool {
        guard let input = fieldInput(id) else { return false }
        focus.clicked(id)
        followFocusIntoField()
        guard var session = session(for: id) else { return false }
        session.edited.select(scalars(places, of: input))
        session.isTyping = false
        return write(session)
    }

    /// The text of `places` in the field `id`, as a tool copies it; nil for
    /// a secure field, which is never copied, and for no field.
    public func text(of id: ViewID, in places: Range<Int>) -> String? {
        guard let input = fieldInput(id), !input.isSecure else { return nil }
        var edited = EditedText(input.text)
        edited.select(scalars(places, of: input))
        return edited.selectedText
    }

    /// The scalars of the field's text that `places` name, kept in the text.
    private func scalars(_ places: Range<Int>, of input: TextFieldInput) -> Range<Int> {
        guard input.isSecure else { return places }
        let text = EditedText(input.text)
        return text.place(ofCharacter: max(places.lowerBound, 0))..<text.place(ofCharacter: max(places.upperBound, 0))
    }
}
