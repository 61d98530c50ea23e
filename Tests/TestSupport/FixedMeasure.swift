import CollapsibleCore

/// Labels as wide as 0.6 of their size per character and 1.2 of it tall,
/// on one line, each character its box from the leading edge: layout needs
/// a size, and the core knows no fonts. The tests of every target with
/// views share it.
public struct FixedMeasure: TextMeasuring {
    public init() {}

    public func size(of text: StyledText, width: Double?, height: Double?) -> Size {
        let ideal = text.runs.reduce(0) { $0 + 0.6 * $1.font.size * Double($1.string.count) }
        return Size(width: min(ideal, width ?? .infinity), height: 1.2 * (text.runs.map(\.font.size).max() ?? 0))
    }

    /// Each character its 0.6 of the size, from the frame's leading edge.
    public func geometry(of text: StyledText, in frame: Rect) -> TextGeometry {
        var x = frame.minX, boxes: [Rect] = []
        for run in text.runs {
            for _ in run.string.unicodeScalars {
                boxes.append(Rect(x: x, y: frame.minY, width: 0.6 * run.font.size, height: frame.height))
                x += 0.6 * run.font.size
            }
        }
        let string = Array(text.string.unicodeScalars)
        let words = string.indices.filter { $0 == 0 || (string[$0 - 1].properties.isWhitespace && !string[$0].properties.isWhitespace) }
        return TextGeometry(characters: boxes, lineStarts: [0], wordStarts: words, sentenceStarts: [0])
    }
}
