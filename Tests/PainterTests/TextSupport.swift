import CPango
import CollapsibleCore
@testable import CollapsiblePainter

extension TextLayout {
    /// Each run's face as Pango chose it, in the order drawn: its family, weight and slant.
    var faces: [(family: String, weight: Int, isItalic: Bool)] {
        var faces: [(family: String, weight: Int, isItalic: Bool)] = []
        let iterator = pango_layout_get_iter(raw)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let description = pango_font_describe(run.pointee.item.pointee.analysis.font)
            else { continue }
            defer { pango_font_description_free(description) }
            faces.append((String(cString: pango_font_description_get_family(description)),
                          Int(pango_font_description_get_weight(description).rawValue),
                          pango_font_description_get_style(description) != PANGO_STYLE_NORMAL))
        } while pango_layout_iter_next_run(iterator) != 0
        return faces
    }

    /// Glyphs drawn as the box of a character no face has.
    var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(raw)) }

    var isEllipsized: Bool { pango_layout_is_ellipsized(raw) != 0 }
}
