import CCairo
import CollapsibleCore

/// A font face at one size in device pixels, owning cairo's scaled font (which caches the
/// glyphs), and the labels shaped in it. The family goes to fontconfig as it is: one not
/// installed gets fontconfig's `sans-serif`, as any family without a generic name does (its
/// 49-sansserif.conf). The weight is Regular, SwiftUI's body text: cairo's toy API would ask
/// for Medium. Neither hinted nor snapped, as SwiftUI's text is not, a label keeps its shape
/// and centre at every scale.
final class LabelFont {
    let raw: OpaquePointer
    private var shapes: [String: ShapedText?] = [:]

    init?(family: String, pixelSize: Double) {
        // cairo completes the pattern with fontconfig's rules and picks the file when it first needs it.
        guard let pattern = FcPatternCreate() else { return nil }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcPatternAddInteger(pattern, FC_WEIGHT, FC_WEIGHT_REGULAR)
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        let face = cairo_ft_font_face_create_for_pattern(pattern), options = cairo_font_options_create()
        defer { FcPatternDestroy(pattern); cairo_font_face_destroy(face); cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        var size = cairo_matrix_t(xx: pixelSize, yx: 0, xy: 0, yy: pixelSize, x0: 0, y0: 0), identity = size
        cairo_matrix_init_identity(&identity)
        raw = cairo_scaled_font_create(face, &size, &identity, options)
        if cairo_scaled_font_status(raw) != CAIRO_STATUS_SUCCESS { return nil }
    }

    deinit { cairo_scaled_font_destroy(raw) }

    /// The distance between baselines that the face recommends, in device pixels.
    var lineHeight: Double {
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(raw, &extents)
        return extents.height
    }

    /// The glyphs of `text` from a pen at (0, 0), the box of their ink and their advance; nil
    /// when cairo cannot map the text to glyphs.
    func shape(_ text: String) -> ShapedText? {
        if let known = shapes[text] { return known }
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?, count: Int32 = 0, extents = cairo_text_extents_t()
        var made: ShapedText?
        if cairo_scaled_font_text_to_glyphs(raw, 0, 0, text, -1, &glyphs, &count, nil, nil, nil) == CAIRO_STATUS_SUCCESS, let glyphs {
            cairo_scaled_font_glyph_extents(raw, glyphs, count, &extents)
            made = ShapedText(glyphs: Array(UnsafeBufferPointer(start: glyphs, count: Int(count))),
                              ink: extents.width > 0 && extents.height > 0
                                  ? Rect(x: extents.x_bearing, y: extents.y_bearing, width: extents.width, height: extents.height) : nil,
                              advance: extents.x_advance)
            cairo_glyph_free(glyphs)
        }
        shapes[text] = made
        return made
    }
}

/// A text set in one font, from a pen at (0, 0).
struct ShapedText {
    var glyphs: [cairo_glyph_t]
    /// The box of the ink; nil for text that draws none, such as spaces.
    var ink: Rect?
    var advance: Double
}
