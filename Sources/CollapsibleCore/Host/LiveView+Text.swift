/// A live view's text fields: the one with the keyboard's focus takes the
/// keys, typed text and edits, each written through the field's binding
/// in a transaction of its own, as a tap's action is; a press places the
/// caret, a second selects a word, a third the whole line.
extension LiveView {
    /// The text field that has the keyboard, if any: where typed text goes.
    public var focusedTextField: ViewID? {
        guard let control = focusedControl, fieldInput(control) != nil else { return nil }
        return control
    }

    func fieldInput(_ id: ViewID) -> TextFieldInput? {
        presentation.taps.first { $0.id == id }?.action.control?.textField
    }

    /// Types `typed` into the focused field, in place of its selection.
    /// Returns whether it changed anything.
    @discardableResult
    public mutating func typeText(_ typed: String) -> Bool {
        // A control character is a key's, not text; a multi-line field keeps
        // line breaks, and the tabs of a paste: a tab alone is the Tab key's,
        // which moves the focus on.
        let multiline = focusedTextField.flatMap(fieldInput)?.lines != nil && typed != "\t"
        let lines = multiline ? typed.replacingLineEnds() : typed
        let text = String(String.UnicodeScalarView(lines.unicodeScalars.filter {
            ($0.value >= 0x20 && $0.value != 0x7F) || (multiline && ($0 == "\n" || $0 == "\t"))
        }))
        guard !text.isEmpty else { return false }
        return editFocused(typing: true) { $0.insert(text) }
    }

    /// Shows `preedit` in the focused field at its caret, as an input method
    /// composes it; an empty one takes the composition away. Returns
    /// whether what is shown changed.
    @discardableResult
    public mutating func compose(_ preedit: PreeditText) -> Bool {
        guard let id = focusedTextField, var session = session(for: id), session.preedit != preedit else { return false }
        session.preedit = preedit
        return write(session)
    }

    /// Whether a field shows a composition an input method has not committed.
    public var isComposing: Bool { editing.map { !$0.preedit.isEmpty } ?? false }

    /// Does to the focused field what `command` says; returns whether what
    /// is shown changed.
    @discardableResult
    public mutating func edit(_ command: TextEditCommand) -> Bool {
        switch command {
        case .move(let motion, let extending):
            if let to = lineMotion(motion) {
                return editFocused(typing: false, column: to.column) { $0.moveCaret(to: to.place, extending: extending) }
            }
            return editFocused(typing: false) { $0.move(motion, extending: extending) }
        case .delete(let forward, let word): return editFocused(typing: false) { _ = $0.delete(forward: forward, word: word) }
        case .selectAll: return editFocused(typing: false) { $0.selectAll() }
        case .undo, .redo:
            guard let id = focusedTextField, var session = session(for: id) else { return false }
            if command == .undo { session.undo() } else { session.redo() }
            return write(session)
        case .submit:
            guard let id = focusedTextField, let input = fieldInput(id) else { return false }
            // Return types a line break where there are lines, and submits nothing, as on iOS.
            if input.lines != nil { return editFocused(typing: true) { $0.insert("\n") } }
            withTransaction(Transaction()) { input.submit() }
            return update()
        }
    }

    /// The focused field's selected text, as Ctrl+C copies it; nil where
    /// nothing is selected, and for a secure field, which is never copied.
    public var selectedText: String? {
        guard let id = focusedTextField, let input = fieldInput(id), !input.isSecure,
              let session = session(for: id), !session.edited.selection.isEmpty else { return nil }
        return session.edited.selectedText
    }

    /// Takes the focused field's selection out, as Ctrl+X does, and returns
    /// it; nil where nothing was taken.
    public mutating func cutSelection() -> String? {
        guard let taken = selectedText else { return nil }
        _ = editFocused(typing: false) { _ = $0.delete(forward: false) }
        return taken
    }

    /// Puts the caret where `location` presses a text field, giving it the
    /// focus, as the middle button does before it pastes; returns false
    /// where no field is there.
    public mutating func placeCaret(at location: Point) -> Bool {
        guard let tap = presentation.tap(at: location).map({ presentation.taps[$0] }),
              let input = tap.action.control?.textField, let frame = tap.frame else { return false }
        return pressTextField(tap.id, input, frame: frame, at: location, clicks: 1)
    }

    /// A press on the field `id` at `location`: it takes the focus, and the
    /// caret goes to the nearest place; `clicks` 2 selects the word there,
    /// 3 the whole line.
    mutating func pressTextField(_ id: ViewID, _ input: TextFieldInput, frame: Rect, at location: Point, clicks: Int) -> Bool {
        focus.clicked(id)
        keepComposition(leavingFor: id)
        tellFocusChange(leaving: editing?.id)
        guard var session = session(for: id) else { return false }
        if editing?.id != id, let old = editing { graph.invalidate(.press, [old.id]) }
        let place = place(in: input, frame: frame, at: location, session)
        // The composition is kept where it is shown, which is where the
        // press's place is counted in.
        _ = session.commitPreedit()
        switch clicks {
        case 1: session.edited = EditedText(session.edited.text, caret: place)
        case 2: session.edited.selectWord(at: place)
        default: session.edited.selectAll()
        }
        session.isTyping = false
        return write(session)
    }

    /// The pointer, its button held since a press put the caret in the
    /// field `id`, moved to `location`: the selection runs from where the
    /// press put the caret to the place nearest the pointer, as in a GTK
    /// entry. Returns whether it changed.
    mutating func selectText(in id: ViewID, to location: Point) -> Bool {
        guard let tap = presentation.taps.first(where: { $0.id == id }), let input = tap.action.control?.textField,
              let frame = tap.frame, var session = session(for: id) else { return false }
        let place = place(in: input, frame: frame, at: location, session)
        guard place != session.edited.caret else { return false }
        session.edited.moveCaret(to: place, extending: true)
        session.isTyping = false
        return write(session)
    }

    /// The place in the field's text nearest `location` in the window.
    private func place(in input: TextFieldInput, frame: Rect, at location: Point, _ session: TextEditing) -> Int {
        let width = frame.width - input.inset.leading - input.inset.trailing
        let at = Point(x: location.x - frame.minX - input.inset.leading, y: location.y - frame.minY - input.inset.top + session.scroll)
        return input.place(at, session.edited.caret, width)
    }

    /// The session of the field `id`, taken up where it has the focus now:
    /// the caret at the end of its text, as iOS puts it.
    func session(for id: ViewID) -> TextEditing? {
        guard let input = fieldInput(id) else { return nil }
        guard var session = editing, session.id == id else {
            return TextEditing(id: id, text: input.text, since: frameTime, blink: caretBlink)
        }
        session.follow(input.text)
        return session
    }

    /// Applies `change` to the focused field's text and caret, keeping
    /// `column` for the next move by lines.
    private mutating func editFocused(typing: Bool, column: Double? = nil, _ change: (inout EditedText) -> Void) -> Bool {
        guard let id = focusedTextField, var session = session(for: id) else { return false }
        session.edit(typing: typing, change)
        return write(session, column: column)
    }

    /// Keeps `session` as the field's, writes its text through the field's
    /// binding where it changed, and shows both. Only a move by lines keeps
    /// a `column`: every other edit, press or call forgets it.
    mutating func write(_ session: TextEditing, column: Double? = nil) -> Bool {
        guard let input = fieldInput(session.id) else { return false }
        var session = session
        session.column = column
        session.since = frameTime
        session.blink = caretBlink
        if let lines = input.lines, let frame = fieldFrame(session.id, input) {
            // Scrolled as the field draws it, with what is composed in its line.
            let composed = session.preedit.inserted(into: session.edited.text, at: session.edited.caret)
            let caret = session.edited.caret + session.preedit.caret
            session.scroll = lines(composed, caret, frame.width).scroll(showing: caret, from: session.scroll, height: frame.height)
        }
        editing = session
        if session.edited.text != input.text {
            withTransaction(Transaction()) { input.write(session.edited.text) }
        }
        graph.invalidate(.press, [session.id])
        if !update() { redraw() }
        return true
    }

    /// Commits what the field being left shows composing into its text, as
    /// the focus moves on.
    private mutating func keepComposition(leavingFor next: ViewID?) {
        guard var left = editing, left.id != next, left.commitPreedit() else { return }
        _ = write(left)
    }

    /// Starts or ends the session as the focus came to a field or left it.
    mutating func followFocusIntoField() {
        keepComposition(leavingFor: focusedTextField)
        tellFocusChange(leaving: editing?.id)
        guard let id = focusedTextField else {
            if let old = editing {
                editing = nil
                graph.invalidate(.press, [old.id])
                redraw()
            }
            return
        }
        guard editing?.id != id, let session = session(for: id) else { return }
        let old = editing?.id
        editing = session
        graph.invalidate(.press, [id] + (old.map { [$0] } ?? []))
        redraw()
    }

    /// The frame a field's text is set in, inside its style's insets.
    private func fieldFrame(_ id: ViewID, _ input: TextFieldInput) -> Rect? {
        guard let frame = presentation.taps.first(where: { $0.id == id })?.frame else { return nil }
        return Rect(x: frame.minX + input.inset.leading, y: frame.minY + input.inset.top,
                    width: max(frame.width - input.inset.leading - input.inset.trailing, 0),
                    height: max(frame.height - input.inset.top - input.inset.bottom, 0))
    }

    /// Where Up, Down, the page keys, Home and End take the caret in the
    /// focused field, where it has lines, and the column a move by lines
    /// keeps; nil for every other motion.
    private func lineMotion(_ motion: CaretMotion) -> (place: Int, column: Double?)? {
        guard let id = focusedTextField, let input = fieldInput(id), let lines = input.lines,
              let frame = fieldFrame(id, input), let session = session(for: id) else { return nil }
        let wrapped = lines(session.edited.text, session.edited.caret, frame.width)
        let page = max(Int((frame.height / wrapped.lineHeight).rounded(.down)) - 1, 1)
        let by: Int
        switch motion {
        case .lineStart, .lineEnd:
            // As GTK's text view: the line as wrapped, the caret before the break or space it wraps at.
            let top = wrapped.caret(at: session.edited.caret).y + wrapped.lineHeight / 2
            return (wrapped.place(at: Point(x: motion == .lineStart ? -.infinity : .infinity, y: top)), nil)
        case .lineUp: by = -1
        case .lineDown: by = 1
        case .pageUp: by = -page
        case .pageDown: by = page
        default: return nil
        }
        // The column the first of a run of moves by lines left, as GTK's
        // text view and iOS keep it: a short line on the way does not move it.
        let column = session.column ?? wrapped.caret(at: session.edited.caret).x
        return (wrapped.place(session.edited.caret, movedBy: by, toward: column), column)
    }
}

private extension String {
    /// The text with each Windows and old Mac line end made a line feed.
    func replacingLineEnds() -> String {
        var scalars = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in unicodeScalars {
            if scalar == "\r" { scalars.append("\n") } else if !(scalar == "\n" && afterReturn) { scalars.append(scalar) }
            afterReturn = scalar == "\r"
        }
        return String(scalars)
    }
}
