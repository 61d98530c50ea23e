import CCairo
import CollapsibleCore

/// A material in device pixels: what is drawn behind the shape so far, blurred by the
/// shadows' Gaussian within the shape's outline, before its tint is laid over it. As iOS blurs
/// a material, the pixels behind are blurred at a fraction of their resolution and scaled back
/// up: a wide Gaussian keeps no detail finer than its fraction would, and costs that fraction
/// squared.
struct MaterialBackdrop {
    /// The Gaussian at the fraction's resolution.
    let gaussian: Gaussian
    /// How many device pixels, across and down, one pixel blurred stands for.
    let step: Int

    /// The deviation, in pixels blurred, that a step is chosen for: wide enough for the three
    /// boxes that stand for a Gaussian to follow it closely.
    private static let blurredDeviation = 4.0

    init?(_ paint: Paint, scale s: Double) {
        guard case .material(let radius, _) = paint, radius.isFinite, radius * s > 0 else { return nil }
        step = max(Int(radius * s / Self.blurredDeviation), 1)
        gaussian = Gaussian(sigma: radius * s / Double(step))
    }

    /// Blurs what `cr`'s target holds under `shape`, within its outline, where it shows in `box`.
    /// The pixels are read back through the target's place of the frame, which `cr` moves them
    /// to; a shape drawn turned or scaled in a group takes its tint alone.
    func draw(under shape: DeviceShape, clip box: DeviceRect, on cr: OpaquePointer) throws(PainterError) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xx == 1, matrix.yy == 1, matrix.yx == 0, matrix.xy == 0, let bounds = shape.bounds else { return }
        let shown = bounds.pixels.intersection(box)
        guard !shown.isEmpty else { return }
        let output = reduced(shown), source = output.outset(by: gaussian.radius)
        let behind = try GroupSurface(source)
        let copy = cairo_create(behind.raw)!
        defer { cairo_destroy(copy) }
        // The target's pixels, `step` by `step` into one, sampled between the four nearest: what
        // the blur keeps of them is the same. Beyond the target's edges, the nearest, as a blur
        // repeats the edge.
        let pattern = cairo_pattern_create_for_surface(cairo_get_group_target(cr))!
        var place = cairo_matrix_t()
        let k = Double(step)
        cairo_matrix_init(&place, k, 0, 0, k, Double(source.x) * k + matrix.x0, Double(source.y) * k + matrix.y0)
        cairo_pattern_set_matrix(pattern, &place)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(copy, pattern)
        cairo_pattern_destroy(pattern)
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy)
        try PainterError.check(cairo_status(copy), "reading the \(source.width)x\(source.height) pixels behind a material")
        cairo_surface_flush(behind.raw)
        let blurred = try GroupSurface(output)
        gaussian.blur(.premultiplied, behind.data, stride: behind.stride, over: source, into: blurred.data, stride: blurred.stride, at: output)
        cairo_surface_mark_dirty(blurred.raw)
        // Filled into the outline, scaled back up between the four nearest.
        let back = cairo_pattern_create_for_surface(blurred.raw)!
        var up = cairo_matrix_t()
        cairo_matrix_init(&up, 1 / k, 0, 0, 1 / k, -Double(output.x), -Double(output.y))
        cairo_pattern_set_matrix(back, &up)
        cairo_pattern_set_extend(back, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(back, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, back)
        cairo_pattern_destroy(back)
        shape.addOutline(on: cr)
        cairo_fill(cr)
    }

    /// The pixels at the fraction's resolution that cover `rect`, and one more on each side, which
    /// the pixels at `rect`'s edges are scaled back up from.
    private func reduced(_ rect: DeviceRect) -> DeviceRect {
        func down(_ v: Int) -> Int { Int((Double(v) / Double(step)).rounded(.down)) }
        func up(_ v: Int) -> Int { Int((Double(v) / Double(step)).rounded(.up)) }
        let x = down(rect.x) - 1, y = down(rect.y) - 1
        return DeviceRect(x: x, y: y, width: up(rect.maxX) + 1 - x, height: up(rect.maxY) + 1 - y)
    }
}
