import CCairo

/// A font face at one size in device pixels, owning cairo's scaled font.
///
/// Outlines are neither hinted nor snapped: SwiftUI's text is not, and a
/// label then keeps its shape and centre at every scale.
final class LabelFont {
    private let raw: OpaquePointer
    /// Each glyph's bitmap, drawn the first time it is asked for, and the
    /// bitmaps of the runs of glyphs labels were made of.
    private var bitmaps: [UInt: GlyphBitmap] = [:]
    private var runs: [Run: GlyphBitmap] = [:]

    /// Glyphs and their pens' whole-pixel offsets from the first one's.
    private struct Run: Hashable {
        var glyphs: [UInt]
        var offsets: [Int]
    }

    init?(family: String, pixelSize: Double) {
        let face = cairo_toy_font_face_create(family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        defer { cairo_font_face_destroy(face) }
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        var size = cairo_matrix_t(), identity = cairo_matrix_t()
        cairo_matrix_init_scale(&size, pixelSize, pixelSize)
        cairo_matrix_init_identity(&identity)
        guard let font = cairo_scaled_font_create(face, &size, &identity, options) else { return nil }
        guard cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS else {
            cairo_scaled_font_destroy(font)
            return nil
        }
        raw = font
    }

    deinit {
        cairo_scaled_font_destroy(raw)
    }

    /// The glyphs of `text` from a pen at (0, 0), and the box their ink covers.
    func shape(_ text: String) -> LabelShape {
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(raw, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
        guard status == CAIRO_STATUS_SUCCESS, let glyphs, count > 0 else {
            return LabelShape(font: self, glyphs: [], ink: (0, 0, 0, 0))
        }
        defer { cairo_glyph_free(glyphs) }
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(raw, glyphs, count, &extents)
        return LabelShape(
            font: self, glyphs: Array(UnsafeBufferPointer(start: glyphs, count: Int(count))),
            ink: (extents.x_bearing, extents.y_bearing, extents.width, extents.height))
    }

    /// The glyph's pixels as cairo composites them.
    func bitmap(_ glyph: UInt) -> GlyphBitmap {
        if let known = bitmaps[glyph] { return known }
        let made = GlyphBitmap(glyph: glyph, of: raw)
        bitmaps[glyph] = made
        return made
    }

    /// The pixels of glyphs whose pens lie on the given whole pixels, from
    /// the first pen's pixel.
    func bitmap(of glyphs: [UInt], at pens: [(x: Int, y: Int)]) -> GlyphBitmap {
        let run = Run(glyphs: glyphs, offsets: pens.flatMap { [$0.x - pens[0].x, $0.y - pens[0].y] })
        if let known = runs[run] { return known }
        let made = GlyphBitmap(adding: glyphs.indices.map {
            (bitmap(glyphs[$0]), run.offsets[2 * $0], run.offsets[2 * $0 + 1])
        })
        runs[run] = made
        return made
    }

    /// Shows glyphs in the context's current source.
    func show(_ glyphs: [cairo_glyph_t], in cr: OpaquePointer) {
        cairo_set_scaled_font(cr, raw)
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }
}

/// A label's glyphs laid out from a pen at (0, 0), in device pixels.
struct LabelShape {
    let font: LabelFont
    let glyphs: [cairo_glyph_t]
    /// Where the ink lies relative to the pen: x, y (top, usually negative), width, height.
    let ink: (x: Double, y: Double, width: Double, height: Double)
}
