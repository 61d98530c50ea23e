/// What an input method is composing and has not committed: shown in the
/// field at its caret, underlined, with the method's own caret inside it,
/// until the method commits text in its place or takes it back. Kept apart
/// from the field's text, so that a composition that never commits loses
/// nothing typed before it. Places are counted in Unicode scalars, as XIM
/// counts characters.
public struct PreeditText: Equatable, Sendable {
    /// How the method marks a part of what it composes, as XIM's feedback
    /// says it (`XIMUnderline`, `XIMReverse`, `XIMHighlight`).
    public enum Look: Equatable, Sendable {
        /// Underlined, as all of it is.
        case plain
        /// The part being converted, which the method sets apart.
        case highlighted
    }

    public private(set) var text = ""
    /// One look a scalar of `text`.
    public private(set) var looks: [Look] = []
    /// Where the method's caret is among the scalars of `text`.
    public private(set) var caret = 0

    public init() {}

    public init(_ text: String, caret: Int? = nil, looks: [Look]? = nil) {
        self.init()
        replace(0..<0, with: text, looks: looks ?? [], caret: caret ?? text.unicodeScalars.count)
    }

    public var isEmpty: Bool { text.isEmpty }
    var length: Int { looks.count }

    /// XIM's draw: the `changed` scalars replaced by `inserted`, each with
    /// its look (plain where the method gives fewer), and the caret put at
    /// `caret`. Places out of the text are taken as its nearest end, so a
    /// method that counts wrongly garbles its own composition, never the
    /// field's text.
    public mutating func replace(_ changed: Range<Int>, with inserted: String, looks inserting: [Look], caret: Int) {
        var scalars = Array(text.unicodeScalars)
        let lower = min(max(changed.lowerBound, 0), scalars.count)
        let upper = min(max(changed.upperBound, lower), scalars.count)
        let new = Array(inserted.unicodeScalars)
        let newLooks = new.indices.map { $0 < inserting.count ? inserting[$0] : .plain }
        scalars.replaceSubrange(lower..<upper, with: new)
        looks.replaceSubrange(lower..<upper, with: newLooks)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        text = String(view)
        moveCaret(to: caret)
    }

    /// XIM's caret callback, or the caret a draw left.
    public mutating func moveCaret(to place: Int) {
        caret = min(max(place, 0), length)
    }

    /// `text` as a field shows it while this is composed at the text's `caret`.
    func inserted(into text: String, at caret: Int) -> String {
        guard !isEmpty else { return text }
        var shown = text
        shown.insert(contentsOf: self.text, at: EditedText(text).index(caret))
        return shown
    }

    /// Where the text's `place` is shown while this is composed at `caret`.
    func shownPlace(_ place: Int, composedAt caret: Int) -> Int {
        place <= caret ? place : place + length
    }

    /// The runs of scalars that are highlighted.
    public var highlighted: [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for place in 0...length {
            let lit = place < length && looks[place] == .highlighted
            if lit, start == nil { start = place }
            if !lit, let from = start {
                runs.append(from..<place)
                start = nil
            }
        }
        return runs
    }
}
