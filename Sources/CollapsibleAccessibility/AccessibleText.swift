import CollapsibleCore

/// A label's text as AT-SPI's Text interface reads it: its characters,
/// counted as Unicode scalars as AT-SPI counts them, where each lies in the
/// window in device pixels, and where its words, sentences, lines and
/// paragraphs start. Offsets out of range are taken as the nearest end.
struct AccessibleText {
    /// The text it was made from, at the window's scale: the same text
    /// reads the same.
    let placed: PlacedText
    let scale: Double
    let characters: [Unicode.Scalar]
    /// Each character's box; one more, empty, at the end, where a caret
    /// after the last character would be.
    private let boxes: [DeviceRect]
    private let geometry: TextGeometry
    private let paragraphStarts: [Int]

    /// `deviceRect` turns a box in logical pixels into the window's device pixels.
    init(_ placed: PlacedText, scale: Double, geometry: TextGeometry, deviceRect: (Rect) -> DeviceRect) {
        self.placed = placed
        self.scale = scale
        self.geometry = geometry
        let characters = Array(placed.text.string.unicodeScalars)
        self.characters = characters
        var boxes = geometry.characters.prefix(characters.count).map(deviceRect)
        let last = boxes.last ?? deviceRect(Rect(x: placed.frame.minX, y: placed.frame.minY, width: 0, height: placed.frame.height))
        boxes += Array(repeating: DeviceRect(x: last.maxX, y: last.y, width: 0, height: last.height),
                       count: characters.count + 1 - boxes.count)
        self.boxes = boxes
        paragraphStarts = [0] + characters.indices.filter { $0 > 0 && characters[$0 - 1] == "\n" }
    }

    var count: Int { characters.count }

    private func clamped(_ offset: Int) -> Int { min(max(offset, 0), count) }

    /// The characters from `start` up to `end`; an end of -1 is the text's end.
    func text(from start: Int, to end: Int) -> String {
        let from = clamped(start), to = end < 0 ? count : max(clamped(end), from)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: characters[from..<to])
        return String(text)
    }

    /// The character at `offset` as a code point; 0 past the end.
    func character(at offset: Int) -> UInt32 {
        characters.indices.contains(offset) ? characters[offset].value : 0
    }

    func box(at offset: Int) -> DeviceRect { boxes[clamped(offset)] }

    /// The boxes of the characters from `start` up to `end` together.
    func box(from start: Int, to end: Int) -> DeviceRect {
        let from = clamped(start), to = end < 0 ? count : max(clamped(end), from)
        return boxes[from..<max(to, from + 1)].reduce(boxes[from]) { $0.union($1) }
    }

    /// The character whose box holds `point`, in the window's device pixels; -1 for none.
    func offset(at point: (x: Int, y: Int)) -> Int {
        boxes.prefix(count).firstIndex { AtspiTree.contains($0, point) } ?? -1
    }

    /// AT-SPI's granularities, `AtspiTextGranularity`.
    enum Granularity: UInt32 {
        case character, word, sentence, line, paragraph
    }

    /// The piece of text at `offset`: the character there, or from the
    /// start of the word (sentence, line, paragraph) at or before it to the
    /// start of the next one, as libatspi describes `GetStringAtOffset`.
    func string(at offset: Int, by granularity: Granularity) -> (text: String, start: Int, end: Int) {
        let at = clamped(offset)
        let starts: [Int]
        switch granularity {
        case .character:
            let end = min(at + 1, count)
            return (text(from: at, to: end), at, end)
        case .word: starts = geometry.wordStarts
        case .sentence: starts = geometry.sentenceStarts
        case .line: starts = geometry.lineStarts
        case .paragraph: starts = paragraphStarts
        }
        let start = starts.last { $0 <= at } ?? 0, end = starts.first { $0 > at } ?? count
        return (text(from: start, to: end), start, end)
    }
}
