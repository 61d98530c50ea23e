/// A multi-line field's text as set in lines at its width: where the caret
/// stands for each place, which place a point is nearest, the boxes a
/// selection fills, and how far the text scrolls to keep the caret in
/// sight. Places are counted in Unicode scalars, as `EditedText` counts
/// them, in the whole text, of which a long one has only a part set.
struct WrappedText {
    /// Where the part set starts in the whole text.
    let offset: Int
    /// Each scalar's box, from the text's top left corner.
    let boxes: [Rect]
    let lineStarts: [Int]
    let lineHeight: Double
    /// Whether the text ends in a line break, after which an empty line starts.
    let endsInBreak: Bool

    init(_ geometry: TextGeometry, text: String, lineHeight: Double, offset: Int = 0) {
        self.offset = offset
        boxes = geometry.characters
        let count = geometry.characters.count
        endsInBreak = text.unicodeScalars.last.map(Self.isBreak) ?? false
        let starts = geometry.lineStarts.filter { $0 < count } + (endsInBreak ? [count] : [])
        lineStarts = starts.isEmpty ? [0] : starts
        self.lineHeight = lineHeight
    }

    static func isBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\u{2029}" || scalar == "\u{2028}" }

    var count: Int { boxes.count }
    var lines: Int { lineStarts.count }
    var height: Double { Double(lines) * lineHeight }

    /// The line `place` is on: the last that starts at it or before.
    func line(of place: Int) -> Int {
        let place = place - offset
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= place { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The top of the caret at `place`, before the scalar there.
    func caret(at place: Int) -> Point {
        let y = Double(line(of: place)) * lineHeight
        let place = min(max(place - offset, 0), count)
        if place < count { return Point(x: boxes[place].minX, y: y) }
        guard let last = boxes.last, !endsInBreak else { return Point(x: 0, y: y) }
        return Point(x: last.maxX, y: y)
    }

    /// The place nearest `point`: on the line at its height, before the
    /// first scalar whose middle is past it, or at the line's end.
    func place(at point: Point) -> Int {
        offset + placeInPart(at: point)
    }

    private func placeInPart(at point: Point) -> Int {
        let line = min(max(Int((point.y / lineHeight).rounded(.down)), 0), lines - 1)
        let start = lineStarts[line]
        guard line + 1 < lines else {
            return (start..<count).first { boxes[$0].midX > point.x } ?? count
        }
        let end = lineStarts[line + 1]
        // The break or the space the line wraps at ends it; the caret goes before it.
        return (start..<end - 1).first { boxes[$0].midX > point.x } ?? max(start, end - 1)
    }

    /// The place `lines` lines below `place` (above, negative), as near
    /// `x` as that line reaches, as Up and Down move it.
    func place(_ place: Int, movedBy lines: Int, toward x: Double) -> Int {
        let target = line(of: place) + lines
        if target < 0 { return offset }
        if target >= self.lines { return offset + count }
        return self.place(at: Point(x: x, y: (Double(target) + 0.5) * lineHeight))
    }

    /// The boxes a selection of `range` fills, in a field `width` wide: the
    /// rest of its first line, the lines between, and the start of its last.
    func selection(_ range: Range<Int>, width: Double) -> [Rect] {
        let from = caret(at: range.lowerBound), to = caret(at: range.upperBound)
        guard from.y != to.y else { return [Rect(x: from.x, y: from.y, width: to.x - from.x, height: lineHeight)] }
        return [Rect(x: from.x, y: from.y, width: max(width - from.x, 0), height: lineHeight),
                Rect(x: 0, y: from.y + lineHeight, width: width, height: to.y - from.y - lineHeight),
                Rect(x: 0, y: to.y, width: to.x, height: lineHeight)]
    }

    /// What `range` covers, one box a line it runs over, from the left of
    /// its first drawn scalar on that line to the right of its last, as
    /// tall as the line: where a composition that wraps is underlined.
    func spans(_ range: Range<Int>) -> [Rect] {
        let lower = min(max(range.lowerBound - offset, 0), count), upper = min(max(range.upperBound - offset, lower), count)
        guard lower < upper else { return [] }
        return (line(of: offset + lower)...line(of: offset + upper - 1)).compactMap { line in
            let end = line + 1 < lines ? lineStarts[line + 1] : count
            let drawn = boxes[max(lineStarts[line], lower)..<min(end, upper)].filter { $0.width > 0 }
            guard let left = drawn.map(\.minX).min(), let right = drawn.map(\.maxX).max() else { return nil }
            return Rect(x: left, y: Double(line) * lineHeight, width: right - left, height: lineHeight)
        }
    }

    /// How far down the text is scrolled in a view `height` tall so that the
    /// caret at `place` shows, moved from `scroll` no further than it takes.
    func scroll(showing place: Int, from scroll: Double, height: Double) -> Double {
        let top = caret(at: place).y
        let largest = max(self.height - height, 0)
        let shown = min(max(scroll, top + lineHeight - height), top)
        return min(max(shown, 0), largest)
    }
}

/// The lines of a field's text last set, kept while it is edited: the
/// layout and its host ask for them several times for each keystroke, and
/// setting a long text costs more than comparing it.
final class WrappedTextCache {
    private var last: (text: String, from: Int, width: Double, lines: WrappedText)?

    func lines(of text: String, from: Int, width: Double, _ make: () -> WrappedText) -> WrappedText {
        if let last, last.width == width, last.from == from, last.text == text { return last.lines }
        let lines = make()
        last = (text, from, width, lines)
        return lines
    }
}
