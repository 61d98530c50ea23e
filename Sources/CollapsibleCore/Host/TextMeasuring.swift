/// How text is set, for layout and for assistive tools: the core knows no
/// fonts, so the host hands it whatever draws its text (the painter, with
/// Pango), and the sizes it gives are those of the very lines it draws.
public protocol TextMeasuring {
    /// The size `text` chooses when offered `width` by `height` logical
    /// pixels, each nil (or infinite) for as much as it likes, as SwiftUI's
    /// `Text` chooses it: its lines broken at the words that pass `width`
    /// and at its line breaks, no more of them than fit in `height` (one at
    /// least) or its line limit, the last ending in "…" where text is left
    /// out; as wide as its widest line and as tall as its lines.
    func size(of text: StyledText, width: Double?, height: Double?) -> Size

    /// Where the characters of `text` lie when it is drawn in `frame`, the
    /// size it chose: what assistive tools read it by.
    func geometry(of text: StyledText, in frame: Rect) -> TextGeometry

    /// How far down from the top of `text`, offered `width` by `height`,
    /// its first line's baseline runs, and its last's: what
    /// `.firstTextBaseline` and `.lastTextBaseline` line texts up by.
    func baselines(of text: StyledText, width: Double?, height: Double?) -> (first: Double, last: Double)

    /// What the lines of `font` measure.
    func lineMetrics(of font: Font) -> TextLineMetrics
}

extension TextMeasuring {
    /// A measure that knows no baselines puts them a fifth of a line
    /// above the bottom of the first line and of the last, each line 1.2
    /// times the text's size tall.
    public func baselines(of text: StyledText, width: Double?, height: Double?) -> (first: Double, last: Double) {
        let size = self.size(of: text, width: width, height: height)
        let font = text.runs.map(\.font.size).max() ?? 0
        return (min(font, size.height), max(size.height - 0.2 * font, 0))
    }

    /// A measure that knows no fonts' metrics takes them from a line of
    /// the font: its baseline and its height, no gap between lines, and
    /// capitals as tall as a sans-serif's commonly are.
    public func lineMetrics(of font: Font) -> TextLineMetrics {
        let line = StyledText("H", font: font)
        let height = size(of: line, width: nil, height: nil).height, ascent = baselines(of: line, width: nil, height: nil).first
        return TextLineMetrics(ascent: ascent, descent: max(height - ascent, 0), leading: 0, capHeight: 0.7 * font.size)
    }
}
