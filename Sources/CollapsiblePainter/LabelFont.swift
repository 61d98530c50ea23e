import CCairo
import CollapsibleCore

/// A font face at one size in device pixels, owning cairo's scaled font;
/// cairo keeps the glyphs' bitmaps in it, so a label costs one
/// cairo_show_glyphs a frame.
///
/// The family goes to fontconfig as it is: a family that is not installed
/// gets fontconfig's `sans-serif`, as every family without a generic name
/// does (fontconfig's 49-sansserif.conf).
///
/// Outlines are neither hinted nor snapped: SwiftUI's text is not, and a
/// label then keeps its shape and centre at every scale.
final class LabelFont {
    private let raw: OpaquePointer

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
    /// covers; nil when cairo cannot map the text or it has no ink.
    func shape(_ text: String) -> LabelShape? {
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(raw, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
        guard status == CAIRO_STATUS_SUCCESS, let glyphs, count > 0 else { return nil }
        defer { cairo_glyph_free(glyphs) }
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(raw, glyphs, count, &extents)
        guard extents.width > 0, extents.height > 0 else { return nil }
        return LabelShape(font: self, glyphs: Array(UnsafeBufferPointer(start: glyphs, count: Int(count))),
                          ink: Rect(x: extents.x_bearing, y: extents.y_bearing, width: extents.width, height: extents.height))
    }

    /// Shows glyphs in the context's current source.
    func show(_ glyphs: [cairo_glyph_t], in cr: OpaquePointer) {
        cairo_set_scaled_font(cr, raw)
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }
}

/// A label's glyphs laid out from a pen at (0, 0), in device pixels, and
/// where their ink lies from the pen (its top usually negative).
struct LabelShape {
    let font: LabelFont
    let glyphs: [cairo_glyph_t]
    let ink: Rect
}
