import CollapsibleCore

/// The characters of a text as Pango is handed them: UTF-8 bytes, each run
/// of the text a range of them. Each character of the text is one here,
/// so that a character's place in the layout is its place in the string.
struct TextContent {
    private(set) var bytes: [UInt8] = []
    /// Each run's bytes; a run cut off is empty.
    private(set) var runs: [Range<Int>] = []
    /// Where each character kept starts.
    private(set) var characterStarts: [Int] = []
    /// Where the characters kept end; "…" follows where the text was cut.
    private(set) var keptEnd = 0
    /// Each run's font size in device pixels.
    let pixelSizes: [Double]

    /// The first `limit` characters of `text`, and "…" for the rest. Pango
    /// measures lines in 32-bit integers of 1/1024 pixel, 2 million pixels
    /// at most: no more of a text is handed over than it can set on one line.
    init(_ text: StyledText, scale: Double, limit: Int = .max) {
        pixelSizes = text.runs.map { Self.pixelSize(of: $0.font, scale: scale) }
        let largest = pixelSizes.max() ?? 1
        // A glyph's advance stays within four em.
        let capacity = min(max(Int(Double(1 << 21) / (4 * largest)), 1), limit)
        var cut = false
        reading: for run in text.runs {
            let start = bytes.count
            defer { runs.append(start..<bytes.count) }
            for scalar in run.string.unicodeScalars {
                guard characterStarts.count < capacity else {
                    cut = true
                    break reading
                }
                characterStarts.append(bytes.count)
                // A NUL would end the text for Pango: it is set as the character that stands for one unreadable.
                UTF8.encode(scalar.value == 0 ? "\u{FFFD}" : scalar) { bytes.append($0) }
            }
        }
        runs += Array(repeating: bytes.count..<bytes.count, count: text.runs.count - runs.count)
        keptEnd = bytes.count
        if cut { appendEllipsis() }
    }

    var characters: Int { characterStarts.count }

    /// Whether characters of the text were left out.
    var isCut: Bool { keptEnd < bytes.count }

    /// The text up to `end`, a byte where a character starts, then "…".
    func cut(at end: Int) -> TextContent {
        var cut = self
        cut.bytes.removeSubrange(end...)
        cut.runs = runs.map { min($0.lowerBound, end)..<min($0.upperBound, end) }
        cut.characterStarts.removeAll { $0 >= end }
        cut.keptEnd = end
        cut.appendEllipsis()
        return cut
    }

    /// "…" in the font of the last run that holds any character.
    private mutating func appendEllipsis() {
        bytes += "\u{2026}".utf8
        if let last = runs.lastIndex(where: { !$0.isEmpty }) ?? runs.indices.last {
            runs[last] = runs[last].lowerBound..<bytes.count
        }
    }

    /// The character that byte `index` belongs to; nil past the characters kept.
    func character(at index: Int) -> Int? {
        guard index >= 0, index < keptEnd else { return nil }
        var low = 0, high = characterStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if characterStarts[middle] <= index { low = middle } else { high = middle }
        }
        return low
    }

    /// The run that holds byte `index`.
    func run(at index: Int) -> Int {
        runs.firstIndex { $0.contains(index) } ?? max(runs.lastIndex { !$0.isEmpty } ?? 0, 0)
    }

    /// A font's size in device pixels, as Pango is asked for it: a size of
    /// 0, negative or not a number draws nothing, and one beyond any screen
    /// is as large as FreeType draws.
    static func pixelSize(of font: Font, scale: Double) -> Double {
        let pixels = font.size * scale
        return pixels.isNaN ? minimumPixels : min(max(pixels, minimumPixels), maximumPixels)
    }

    private static let minimumPixels = 1.0 / 1024
    private static let maximumPixels = 16384.0
}
