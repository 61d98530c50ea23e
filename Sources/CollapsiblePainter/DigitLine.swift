import CCairo
import CollapsibleCore

/// A line of digits in the system font, as the exercise's labels are, set by
/// cairo's own fonts, which the program loads anyway to draw: Pango, and the
/// libraries it brings, are never loaded for such a window. Digits need no
/// shaping, no fallback and no line breaks (one digit cannot break, and a
/// number too wide for its frame is given to Pango, which breaks it).
final class DigitLine: TextLines {
    let font: DigitFont
    /// From the pen at the line's top left.
    private let glyphs: [cairo_glyph_t]
    let box: Rect
    let ink: Rect?
    /// One line, its glyphs set on the font's ascent.
    var baselines: (first: Double, last: Double) { (font.ascent, font.ascent) }

    /// Whether `string` is a number of one digit or more.
    static func isDigits(_ string: String) -> Bool {
        !string.isEmpty && string.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// `string`, digits alone; nil when cairo cannot shape it.
    init?(_ string: String, in font: DigitFont) {
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?, count: Int32 = 0, extents = cairo_text_extents_t()
        guard cairo_scaled_font_text_to_glyphs(font.raw, 0, font.ascent, string, -1, &glyphs, &count, nil, nil, nil) == CAIRO_STATUS_SUCCESS,
              let glyphs else { return nil }
        defer { cairo_glyph_free(glyphs) }
        cairo_scaled_font_glyph_extents(font.raw, glyphs, count, &extents)
        self.font = font
        self.glyphs = Array(UnsafeBufferPointer(start: glyphs, count: Int(count)))
        box = Rect(x: 0, y: 0, width: extents.x_advance, height: font.ascent + font.descent)
        ink = extents.width > 0 && extents.height > 0
            ? Rect(x: extents.x_bearing, y: font.ascent + extents.y_bearing, width: extents.width, height: extents.height) : nil
    }

    func show(on cr: OpaquePointer, at origin: Point, paints: [DevicePaint]) {
        guard let paint = paints.first, paint.set(on: cr) else { return }
        cairo_set_scaled_font(cr, font.raw)
        let placed = glyphs.map { cairo_glyph_t(index: $0.index, x: $0.x + origin.x, y: $0.y + origin.y) }
        placed.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }

    /// Each digit is its own advance wide, and a word of its own line.
    func geometry(characters count: Int, origin: Point, scale: Double) -> TextGeometry {
        let ends = glyphs.dropFirst().map(\.x) + [box.width]
        let characters = zip(glyphs, ends).map { glyph, end in
            Rect(x: (origin.x + glyph.x) / scale, y: origin.y / scale, width: (end - glyph.x) / scale, height: box.height / scale)
        }
        return TextGeometry(characters: characters, lineStarts: [0], wordStarts: [0], sentenceStarts: [0])
    }
}

/// A face at one size in device pixels, owning cairo's scaled font, in which
/// cairo caches the glyphs. The families go to fontconfig in order, as Pango
/// hands them on; one not installed falls back as fontconfig falls back.
/// Neither hinted nor snapped, as SwiftUI's text is not, a line keeps its
/// shape and centre at every scale.
final class DigitFont {
    let raw: OpaquePointer
    let ascent: Double
    let descent: Double

    init?(_ font: Font, pixelSize: Double) {
        // cairo completes the pattern with fontconfig's rules and picks the file when it first needs it.
        guard let pattern = FcPatternCreate() else { return nil }
        for family in font.families.split(separator: ",") {
            _ = String(family).withCString {
                FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
            }
        }
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(font.weight.weightClass)))
        FcPatternAddInteger(pattern, FC_SLANT, font.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        let face = cairo_ft_font_face_create_for_pattern(pattern), options = cairo_font_options_create()
        defer { FcPatternDestroy(pattern); cairo_font_face_destroy(face); cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        var size = cairo_matrix_t(xx: pixelSize, yx: 0, xy: 0, yy: pixelSize, x0: 0, y0: 0), identity = size
        cairo_matrix_init_identity(&identity)
        raw = cairo_scaled_font_create(face, &size, &identity, options)
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(raw, &extents)
        (ascent, descent) = (extents.ascent, extents.descent)
        if cairo_scaled_font_status(raw) != CAIRO_STATUS_SUCCESS { return nil }
    }

    deinit { cairo_scaled_font_destroy(raw) }
}
