import SwiftUI

/// Labels as wide as 0.6 of their size per character and 1.2 of it tall:
/// layout needs a size, and these tests draw nothing.
struct FixedMeasure: TextMeasuring {
    func size(of text: StyledText, width: Double?, height: Double?) -> Size {
        let ideal = text.runs.reduce(0) { $0 + 0.6 * $1.font.size * Double($1.string.count) }
        return Size(width: min(ideal, width ?? .infinity), height: 1.2 * (text.runs.map(\.font.size).max() ?? 0))
    }

    func geometry(of text: StyledText, in frame: Rect) -> TextGeometry {
        TextGeometry(characters: [], lineStarts: [0], wordStarts: [], sentenceStarts: [])
    }
}

extension LiveView {
    init<V: View>(_ view: V, size: Size) {
        self.init(view, size: size, measure: FixedMeasure())
    }
}
