import CCairo
import CollapsibleCore

/// A font face at one size in device pixels, owning cairo's scaled font,
/// in which cairo keeps the glyphs' bitmaps; and the labels shaped in it.
///
/// The family goes to fontconfig as it is: one that is not installed gets
/// fontconfig's `sans-serif`, as every family without a generic name does
/// (fontconfig's 49-sansserif.conf). Outlines are neither hinted nor
/// snapped: SwiftUI's text is not, and a label then keeps its shape and
/// centre at every scale.
final class LabelFont {
    private let raw: OpaquePointer
    private var shapes: [String: (glyphs: [cairo_glyph_t], ink: Rect)?] = [:]

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

    /// The glyphs of `text` from a pen at (0, 0), and the box their ink
    /// covers (its top usually negative); nil when it has no ink.
    func shape(_ text: String) -> (glyphs: [cairo_glyph_t], ink: Rect)? {
        if let known = shapes[text] { return known }
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?, count: Int32 = 0, extents = cairo_text_extents_t()
        var made: (glyphs: [cairo_glyph_t], ink: Rect)?
        if cairo_scaled_font_text_to_glyphs(raw, 0, 0, text, -1, &glyphs, &count, nil, nil, nil) == CAIRO_STATUS_SUCCESS,
           let glyphs {
            cairo_scaled_font_glyph_extents(raw, glyphs, count, &extents)
            if extents.width > 0, extents.height > 0 {
                made = (Array(UnsafeBufferPointer(start: glyphs, count: Int(count))),
                        Rect(x: extents.x_bearing, y: extents.y_bearing, width: extents.width, height: extents.height))
            }
            cairo_glyph_free(glyphs)
        }
        shapes[text] = made
        return made
    }

    /// Shows glyphs in the context's current source.
    func show(_ glyphs: [cairo_glyph_t], in cr: OpaquePointer) {
        cairo_set_scaled_font(cr, raw)
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }
}
