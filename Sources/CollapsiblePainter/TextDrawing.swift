import CCairo
@_implementationOnly import CPango
import CollapsibleCore

extension TextLayout {
    /// Glyphs larger than a few hundred pixels are
    /// filled as outlines, which cairo fills only where the clip lets it,
    /// where a glyph image would be made whole at every size.
    func show(on cr: OpaquePointer, at origin: Point, paints: [DevicePaint]) {
        guard let text = cpango.pango_layout_get_text(raw) else { return }
        let iterator = cpango.pango_layout_get_iter(raw)
        defer { cpango.pango_layout_iter_free(iterator) }
        repeat {
            guard let run = cpango.pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item else { continue }
            var logical = PangoRectangle()
            cpango.pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let pen = Point(x: origin.x + Double(logical.x) / Double(PANGO_SCALE),
                            y: origin.y + Double(cpango.pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE))
            let index = content.run(at: Int(item.pointee.offset)), size = content.pixelSizes[index]
            let paint = paints.indices.contains(index) ? paints[index] : DevicePaint(.black)
            guard paint.set(on: cr) else { continue }
            cairo_move_to(cr, pen.x, pen.y)
            if size > Self.largestGlyphImage.outlined {
                cpango.pango_cairo_glyph_string_path(cr, item.pointee.analysis.font, run.pointee.glyphs)
                var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
                cairo_path_extents(cr, &x1, &y1, &x2, &y2)
                if x2 > x1 {
                    cairo_fill(cr)
                    continue
                }
                // A colour glyph is an image, with no outline to fill.
                cairo_new_path(cr)
                guard size <= Self.largestGlyphImage.inColour else { continue }
                cairo_move_to(cr, pen.x, pen.y)
            }
            cpango.pango_cairo_show_glyph_item(cr, text, run)
        } while cpango.pango_layout_iter_next_run(iterator) != 0
    }

    /// Font sizes in device pixels: beyond the first, glyphs are filled as
    /// outlines; colour glyphs, which have none, are drawn as images up to
    /// the second, whose images cairo keeps at a few megabytes each.
    static let largestGlyphImage = (outlined: 256.0, inColour: 1024.0)
}
