import CCairo
import CollapsibleCore

/// A label's glyphs laid out from a pen at (0, 0), in device pixels, and
/// the pixels they cover once cairo has put each at a whole pixel.
final class LabelShape {
    let font: LabelFont
    let glyphs: [cairo_glyph_t]
    /// Where the ink lies relative to the pen: x, y (top, usually negative), width, height.
    let ink: (x: Double, y: Double, width: Double, height: Double)
    /// The run's bitmap for each set of whole-pixel offsets of the glyphs'
    /// pens from the first one's. Where a pen falls within its pixel
    /// decides those, so a label meets one or two.
    private var runs: [(offsets: [Int], bitmap: GlyphBitmap)] = []

    init(font: LabelFont, glyphs: [cairo_glyph_t], ink: (x: Double, y: Double, width: Double, height: Double)) {
        self.font = font
        self.glyphs = glyphs
        self.ink = ink
    }

    /// The glyphs drawn from a pen at `pen`.
    func glyphs(at pen: Point) -> [cairo_glyph_t] {
        glyphs.map { cairo_glyph_t(index: $0.index, x: $0.x + pen.x, y: $0.y + pen.y) }
    }

    /// The pixels the glyphs cover, drawn from a pen at `pen` moved by
    /// (dx, dy) as a translation of cairo's device coordinates moves it:
    /// each glyph at the whole pixel nearest its own pen, floor(x + 0.5).
    func mask(at pen: Point, dx: Double = 0, dy: Double = 0) -> LabelMask {
        guard let first = glyphs.first else { return LabelMask() }
        func pixel(_ glyph: cairo_glyph_t) -> (x: Int, y: Int) {
            (Int((glyph.x + pen.x + dx + 0.5).rounded(.down)), Int((glyph.y + pen.y + dy + 0.5).rounded(.down)))
        }
        let origin = pixel(first)
        var offsets: [Int] = []
        for glyph in glyphs.dropFirst() {
            let at = pixel(glyph)
            offsets += [at.x - origin.x, at.y - origin.y]
        }
        let bitmap = runs.first { $0.offsets == offsets }?.bitmap ?? addRun(offsets)
        return LabelMask(x: origin.x + bitmap.left, y: origin.y + bitmap.top, bitmap: bitmap)
    }

    private func addRun(_ offsets: [Int]) -> GlyphBitmap {
        let bitmap = GlyphBitmap(adding: glyphs.indices.map {
            (font.bitmap(glyphs[$0].index), $0 == 0 ? 0 : offsets[2 * $0 - 2], $0 == 0 ? 0 : offsets[2 * $0 - 1])
        })
        runs.append((offsets, bitmap))
        return bitmap
    }
}
