/// A field's text with its caret and selection, and the edits a keyboard
/// makes to it, as a desktop entry makes them: the caret steps over whole
/// characters (a letter and its accents, a flag, a family emoji), a word is
/// a run of letters and digits, and typing replaces what is selected.
/// Places are counted in Unicode scalars, as AT-SPI counts them.
public struct EditedText: Equatable, Sendable {
    public var text: String
    /// Where the selection started; the caret is where it ends. Equal
    /// while nothing is selected.
    public var anchor: Int
    public var caret: Int

    public init(_ text: String, caret: Int? = nil) {
        self.text = text
        let end = text.unicodeScalars.count
        self.caret = min(max(caret ?? end, 0), end)
        anchor = self.caret
    }

    /// The selected scalars, from the lower place to the upper.
    public var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
    public var selectedText: String { String(text.unicodeScalars[range(selection)]) }
    var length: Int { text.unicodeScalars.count }

    /// The string's range of the scalars `places`.
    func range(_ places: Range<Int>) -> Range<String.Index> {
        let scalars = text.unicodeScalars
        let lower = scalars.index(scalars.startIndex, offsetBy: places.lowerBound)
        return lower..<scalars.index(lower, offsetBy: places.count)
    }

    func index(_ place: Int) -> String.Index {
        text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: place)
    }

    func place(_ index: String.Index) -> Int {
        text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index)
    }

    /// How many characters come before `place`: where a secure field's
    /// bullet for it is.
    func characters(before place: Int) -> Int {
        text[..<index(min(place, length))].count
    }

    /// The place of the character `count` characters in.
    func place(ofCharacter count: Int) -> Int {
        place(text.index(text.startIndex, offsetBy: count, limitedBy: text.endIndex) ?? text.endIndex)
    }

    /// Puts `typed` where the selection is, and the caret after it.
    public mutating func insert(_ typed: String) {
        let selected = selection
        text.replaceSubrange(range(selected), with: typed)
        caret = selected.lowerBound + typed.unicodeScalars.count
        anchor = caret
    }

    /// Removes the selection, or the character before the caret (after it,
    /// `forward`); a word with `word`. Returns whether anything went.
    public mutating func delete(forward: Bool, word: Bool = false) -> Bool {
        if selection.isEmpty {
            let other = forward ? (word ? wordEnd(after: caret) : characterPlace(after: caret))
                                : (word ? wordStart(before: caret) : characterPlace(before: caret))
            guard other != caret else { return false }
            anchor = other
        }
        insert("")
        return true
    }

    /// Moves the caret as `motion` says; `extending`, the selection's end
    /// moves and its start stays, as Shift makes it.
    public mutating func move(_ motion: CaretMotion, extending: Bool) {
        let selected = selection
        let to: Int
        switch motion {
        case .left where !extending && !selected.isEmpty: to = selected.lowerBound
        case .right where !extending && !selected.isEmpty: to = selected.upperBound
        case .left: to = characterPlace(before: caret)
        case .right: to = characterPlace(after: caret)
        case .wordLeft: to = wordStart(before: caret)
        case .wordRight: to = wordEnd(after: caret)
        case .start, .lineStart, .lineUp, .pageUp: to = 0
        case .end, .lineEnd, .lineDown, .pageDown: to = length
        }
        moveCaret(to: to, extending: extending)
    }

    /// Puts the caret at `place`; `extending`, the selection's start stays.
    public mutating func moveCaret(to place: Int, extending: Bool) {
        caret = min(max(place, 0), length)
        if !extending { anchor = caret }
    }

    /// Selects `places`, kept in the text, the caret at their end.
    public mutating func select(_ places: Range<Int>) {
        anchor = min(max(places.lowerBound, 0), length)
        caret = min(max(places.upperBound, anchor), length)
    }

    public mutating func selectAll() {
        anchor = 0
        caret = length
    }

    /// Selects the word at `place`, or the run of spaces or marks there, as
    /// a double click does.
    public mutating func selectWord(at place: Int) {
        let place = min(max(place, 0), length)
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return }
        let at = min(place, scalars.count - 1)
        let kind = Self.isWordScalar(scalars[at])
        var start = at, end = at + 1
        while start > 0, Self.isWordScalar(scalars[start - 1]) == kind { start -= 1 }
        while end < scalars.count, Self.isWordScalar(scalars[end]) == kind { end += 1 }
        anchor = start
        caret = end
    }

    /// The place of the character boundary before `place` (after it).
    func characterPlace(before place: Int) -> Int {
        place > 0 ? self.place(text.index(before: index(place))) : 0
    }

    func characterPlace(after place: Int) -> Int {
        place < length ? self.place(text.index(after: index(place))) : length
    }

    /// The start of the word the caret is in or after, past the spaces before it.
    func wordStart(before place: Int) -> Int {
        let scalars = text.unicodeScalars
        var at = index(place)
        while at > scalars.startIndex, !Self.isWordScalar(scalars[scalars.index(before: at)]) { at = scalars.index(before: at) }
        while at > scalars.startIndex, Self.isWordScalar(scalars[scalars.index(before: at)]) { at = scalars.index(before: at) }
        return self.place(at)
    }

    /// The end of the word the caret is in or before, past the spaces after it.
    func wordEnd(after place: Int) -> Int {
        let scalars = text.unicodeScalars
        var at = index(place)
        while at < scalars.endIndex, !Self.isWordScalar(scalars[at]) { at = scalars.index(after: at) }
        while at < scalars.endIndex, Self.isWordScalar(scalars[at]) { at = scalars.index(after: at) }
        return self.place(at)
    }

    /// Letters, digits and the marks on them make words.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil || scalar == "_"
            || properties.generalCategory == .nonspacingMark
    }
}

/// Where an arrow key, Home, End, Page Up or Page Down takes the caret.
/// Up and Down go a line, and the page keys a screen, in a multi-line
/// field; in one line, to its start and its end, as GTK's entry takes them.
public enum CaretMotion: Equatable, Sendable {
    case left, right, wordLeft, wordRight, start, end, lineUp, lineDown, pageUp, pageDown
    /// Home and End: the ends of the caret's line where the field has lines, else of the text.
    case lineStart, lineEnd
}
