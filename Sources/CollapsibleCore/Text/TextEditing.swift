/// The field that has the keyboard: its text as last edited here, with the
/// caret and selection, the edits that undo takes back and redo makes again,
/// what an input method composes at the caret, and when the caret last
/// moved, which its blink counts from.
struct TextEditing {
    var id: ViewID
    var edited: EditedText
    var preedit = PreeditText()
    var undone: [EditedText] = []
    var redone: [EditedText] = []
    /// Whether the last edit was typing, which the next typed text joins:
    /// one undo takes back a run of typing, as GTK's does.
    var isTyping = false
    /// The frame time the caret last moved at; nil before the first frame.
    var since: Double?
    var blink: CaretBlinkSettings
    /// Where across its line a run of Up and Down keys keeps the caret,
    /// from the line's left; nil until the first of them.
    var column: Double?
    /// How far a multi-line field's text is scrolled up, in points.
    var scroll = 0.0
    /// A multi-line field's lines, as last set.
    let lines = WrappedTextCache()

    init(id: ViewID, text: String, since: Double?, blink: CaretBlinkSettings) {
        self.id = id
        edited = EditedText(text)
        self.since = since
        self.blink = blink
    }

    /// Takes up a text the program set meanwhile: the caret stays where it
    /// was, as far as the new text reaches.
    mutating func follow(_ text: String) {
        guard text != edited.text else { return }
        edited = EditedText(text, caret: edited.caret)
        isTyping = false
    }

    /// Applies `change` to the text, kept for undo when it changes the text.
    mutating func edit(typing: Bool, _ change: (inout EditedText) -> Void) {
        let before = edited
        change(&edited)
        guard edited.text != before.text else { return }
        if !(typing && isTyping) { undone.append(before) }
        redone.removeAll()
        isTyping = typing
    }

    /// Puts what was being composed into the text at the caret, where it
    /// was shown: what the user saw typed stays typed, whichever way the
    /// method would have ended it. Returns whether there was any.
    mutating func commitPreedit() -> Bool {
        guard !preedit.isEmpty else { return false }
        let composed = preedit.text
        preedit = PreeditText()
        edit(typing: false) { $0.insert(composed) }
        return true
    }

    mutating func undo() {
        guard let last = undone.popLast() else { return }
        redone.append(edited)
        edited = last
        isTyping = false
    }

    mutating func redo() {
        guard let next = redone.popLast() else { return }
        undone.append(edited)
        edited = next
        isTyping = false
    }
}
