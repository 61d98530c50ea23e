import CCairo
import CollapsibleCore

/// An image in device pixels: its picture scaled over its frame (the
/// middle stretched or tiled between cap insets that keep their size), or
/// drawn as a template, its alpha a mask filled with the foreground colour;
/// or the placeholder of one that cannot be drawn.
struct DevicePicture {
    var frame: Rect
    var paint: ImagePaint
    /// nil for the placeholder.
    var picture: Picture?
    /// Device pixels to a point.
    var scale: Double

    var bounds: Rect? { frame.width > 0 && frame.height > 0 ? frame : nil }

    func draw(on cr: OpaquePointer) {
        guard bounds != nil else { return }
        guard let picture, let source = source(of: picture) else { return drawPlaceholder(on: cr) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_antialias(cr, paint.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        let columns = Self.cells(source.width, frame.minX, frame.width, paint.capInsets.leading, paint.capInsets.trailing,
                                 pixelsPerPoint: source.pixelsPerPoint, scale: scale)
        let rows = Self.cells(source.height, frame.minY, frame.height, paint.capInsets.top, paint.capInsets.bottom,
                              pixelsPerPoint: source.pixelsPerPoint, scale: scale)
        for across in columns {
            for down in rows {
                // The middle tiles, at the picture's size in points.
                draw(source, across: across, down: down, tiled: (paint.tiles && across.isMiddle, paint.tiles && down.isMiddle), on: cr)
            }
        }
    }

    /// The pixels drawn from: a vector picture drawn at the frame's size,
    /// where it stretches whole, else at its own size in device pixels.
    private func source(of picture: Picture) -> (surface: OpaquePointer, width: Double, height: Double, pixelsPerPoint: Double)? {
        let stretchesWhole = !paint.tiles && paint.capInsets == EdgeInsets()
        let pixelsPerPoint = picture.isVector && !stretchesWhole ? scale : 1
        let size = picture.isVector && stretchesWhole ? frame.size : Size(width: picture.size.width * pixelsPerPoint,
                                                                          height: picture.size.height * pixelsPerPoint)
        let width = max(Int(size.width.rounded(.up)), 1), height = max(Int(size.height.rounded(.up)), 1)
        guard let surface = picture.pixels(width: width, height: height) else { return nil }
        let drawn = picture.isVector ? Size(width: Double(width), height: Double(height)) : picture.size
        return (surface, drawn.width, drawn.height, pixelsPerPoint)
    }

    /// A span of the picture on one axis, and where it is drawn.
    private typealias Cell = (source: ClosedRange<Double>, device: ClosedRange<Double>, isMiddle: Bool)

    /// One axis cut in three: the cap before, the middle, the cap after,
    /// each its source span in the picture's pixels and its span on the
    /// device; caps that do not fit share the length. With no caps, the
    /// whole is the middle.
    private static func cells(_ length: Double, _ start: Double, _ extent: Double, _ before: Double, _ after: Double,
                              pixelsPerPoint: Double, scale: Double) -> [Cell] {
        guard before > 0 || after > 0 else { return [(0...length, start...start + extent, true)] }
        let fit = min(1, extent / max((before + after) * scale, 1e-9), length / max((before + after) * pixelsPerPoint, 1e-9))
        let sourceBefore = before * pixelsPerPoint * fit, sourceAfter = after * pixelsPerPoint * fit
        let deviceBefore = before * scale * fit, deviceAfter = after * scale * fit
        return [(0...sourceBefore, start...start + deviceBefore, false),
                (sourceBefore...length - sourceAfter, start + deviceBefore...start + extent - deviceAfter, true),
                (length - sourceAfter...length, start + extent - deviceAfter...start + extent, false)]
    }

    /// The part `across` by `down` of the picture over its device span,
    /// stretched, or tiled at the picture's size on an axis that tiles.
    private func draw(_ source: (surface: OpaquePointer, width: Double, height: Double, pixelsPerPoint: Double),
                      across: Cell, down: Cell, tiled: (across: Bool, down: Bool), on cr: OpaquePointer) {
        let sourceWidth = across.source.upperBound - across.source.lowerBound, sourceHeight = down.source.upperBound - down.source.lowerBound
        let deviceWidth = across.device.upperBound - across.device.lowerBound, deviceHeight = down.device.upperBound - down.device.lowerBound
        guard sourceWidth > 0, sourceHeight > 0, deviceWidth > 0, deviceHeight > 0 else { return }
        let whole = sourceWidth == source.width && sourceHeight == source.height
        // A part of the picture is a surface of its own, so that its edges
        // are padded with its own pixels, not its neighbours'.
        let part = whole ? cairo_surface_reference(source.surface)!
            : cairo_surface_create_for_rectangle(source.surface, across.source.lowerBound, down.source.lowerBound, sourceWidth, sourceHeight)!
        defer { cairo_surface_destroy(part) }
        let pattern = cairo_pattern_create_for_surface(part)!
        defer { cairo_pattern_destroy(pattern) }
        let tile = scale / source.pixelsPerPoint
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, tiled.across ? 1 / tile : sourceWidth / deviceWidth, tiled.down ? 1 / tile : sourceHeight / deviceHeight)
        cairo_matrix_translate(&matrix, -across.device.lowerBound, -down.device.lowerBound)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, tiled.across || tiled.down ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter)
        cairo_save(cr)
        cairo_rectangle(cr, across.device.lowerBound, down.device.lowerBound, deviceWidth, deviceHeight)
        cairo_clip(cr)
        if paint.isTemplate {
            cairo_set_source_rgba(cr, paint.color.red, paint.color.green, paint.color.blue, paint.color.opacity)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    private var filter: cairo_filter_t {
        switch paint.interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }

    /// A picture that cannot be drawn: a question mark in a rounded box,
    /// in the foreground colour, as large as fits in the frame.
    private func drawPlaceholder(on cr: OpaquePointer) {
        let side = min(frame.width, frame.height), line = max(side / 12, 1)
        let box = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side).insetBy(dx: line / 2, dy: line / 2)
        let radius = box.width / 5, color = paint.color
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        cairo_new_sub_path(cr)
        cairo_arc(cr, box.maxX - radius, box.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, box.maxX - radius, box.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cr, box.minX + radius, box.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, box.minX + radius, box.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
        cairo_set_line_width(cr, line)
        cairo_stroke(cr)
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, side * 0.7)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, "?", &extents)
        cairo_move_to(cr, frame.midX - extents.x_bearing - extents.width / 2, frame.midY - extents.y_bearing - extents.height / 2)
        cairo_show_text(cr, "?")
    }
}
