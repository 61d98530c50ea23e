import CCairo
import CollapsibleCore

/// A material in device pixels: what is drawn behind the shape so far, blurred by the
/// shadows' Gaussian within the shape's outline, before its tint is laid over it.
struct MaterialBackdrop {
    let gaussian: Gaussian

    init?(_ paint: Paint, scale s: Double) {
        guard case .material(let radius, _) = paint, radius.isFinite, radius * s > 0 else { return nil }
        gaussian = Gaussian(sigma: radius * s)
    }

    /// Blurs what `cr`'s target holds under `shape`, within its outline, where it shows in `box`.
    /// The pixels are read back through the target's own place of the frame, so a shape drawn
    /// turned or scaled in a group takes its tint alone.
    func draw(under shape: DeviceShape, clip box: DeviceRect, on cr: OpaquePointer) throws(PainterError) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xx == 1, matrix.yy == 1, matrix.yx == 0, matrix.xy == 0, let bounds = shape.bounds else { return }
        let output = bounds.pixels.intersection(box)
        guard !output.isEmpty else { return }
        let source = output.outset(by: gaussian.radius)
        let target = cairo_get_group_target(cr)!
        let behind = try GroupSurface(source)
        let copy = cairo_create(behind.raw)!
        defer { cairo_destroy(copy) }
        // The target's pixels, moved from the frame's coordinates to its own as `cr` moves them;
        // beyond its edges, the nearest, as a blur repeats the edge.
        let pattern = cairo_pattern_create_for_surface(target)!
        var place = cairo_matrix_t()
        cairo_matrix_init_translate(&place, Double(source.x) + matrix.x0, Double(source.y) + matrix.y0)
        cairo_pattern_set_matrix(pattern, &place)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(copy, pattern)
        cairo_pattern_destroy(pattern)
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy)
        try PainterError.check(cairo_status(copy), "reading the \(source.width)x\(source.height) pixels behind a material")
        cairo_surface_flush(behind.raw)
        let blurred = try GroupSurface(output)
        gaussian.blur(.premultiplied, behind.data, stride: behind.stride, over: source, into: blurred.data, stride: blurred.stride, at: output)
        cairo_surface_mark_dirty(blurred.raw)
        cairo_save(cr)
        shape.addOutline(on: cr)
        cairo_clip(cr)
        cairo_set_source_surface(cr, blurred.raw, Double(output.x), Double(output.y))
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
