import CCairo
import CollapsibleCore

/// A material in device pixels: what is drawn behind the shape so far, blurred by the shadows'
/// Gaussian, its tint laid over that, the two filled or stroked as the shape is. As iOS blurs a
/// material, the pixels behind are blurred at a fraction of their resolution and scaled back up:
/// a wide Gaussian keeps no detail finer than its fraction would, and costs that fraction
/// squared. The tint is laid at that fraction too: scaled up between the four nearest, a tint
/// laid over a mix is the mix of the tinted, and the window's pixels are touched once.
struct MaterialBackdrop: Equatable {
    /// The Gaussian at the fraction's resolution.
    let gaussian: Gaussian
    /// How many device pixels, across and down, one pixel blurred stands for.
    let step: Int
    let tint: Color

    /// The deviation, in pixels blurred, that a step is chosen for: the narrowest at which the
    /// three boxes that stand for a Gaussian, scaled back up between the four nearest, still
    /// follow it as closely as at full resolution. Every pixel less across is its square less work.
    private static let blurredDeviation = 3.0

    init?(_ paint: Paint, scale s: Double) {
        guard case .material(let radius, let tint) = paint, radius.isFinite, radius * s > 0 else { return nil }
        step = max(Int(radius * s / Self.blurredDeviation), 1)
        gaussian = Gaussian(sigma: radius * s / Double(step))
        self.tint = tint
    }

    /// How far outside its shape, in device pixels, the pixels it reads may lie: its Gaussian's
    /// radius at the fraction's resolution, and the pixel more on each side that the edges are
    /// scaled up from, each rounded out to a whole step.
    var reach: Double { Double((gaussian.radius + 2) * step) }

    /// Paints `shape` in the material over what `cr`'s target holds. The pixels behind are read,
    /// blurred and laid back in the target's own pixels, so that a shape drawn turned or scaled in
    /// a group blurs what lies behind it on the screen, as iOS's material does; glass that
    /// `backdrops` made from the same pixels is laid again as it is.
    func paint(_ shape: DeviceShape, on cr: OpaquePointer, keeping backdrops: Backdrops) throws(PainterError) {
        guard let bounds = shape.bounds else { return }
        let shown = TargetPixels.reach(of: bounds, on: cr)
        guard !shown.isEmpty else { return }
        let output = reduced(shown), source = output.outset(by: gaussian.radius)
        let behind = try TargetPixels.read(source, on: cr, step: step)
        let glass = try backdrops.glass(self, over: behind, at: shown) { () throws(PainterError) in
            try made(from: behind, at: shown)
        }
        // The glass in the target's pixels, the outline in the shape's own coordinates.
        var matrix = cairo_matrix_t()
        cairo_save(cr)
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, glass.raw, Double(shown.x), Double(shown.y))
        cairo_set_matrix(cr, &matrix)
        shape.paint.draw(on: cr) { shape.addOutline(on: cr) }
        cairo_restore(cr)
    }

    /// The glass over the device pixels `shown`: `behind` blurred and tinted at the fraction's
    /// resolution, then scaled back up between the four nearest.
    private func made(from behind: GroupSurface, at shown: DeviceRect) throws(PainterError) -> GroupSurface {
        let output = reduced(shown)
        let blurred = try GroupSurface(output)
        gaussian.blur(.premultiplied, behind.data, stride: behind.stride, over: behind.box, into: blurred.data, stride: blurred.stride,
                      at: output)
        cairo_surface_mark_dirty(blurred.raw)
        let tinting = cairo_create(blurred.raw)!
        cairo_set_source_rgba(tinting, tint.red, tint.green, tint.blue, tint.opacity)
        cairo_paint(tinting)
        cairo_destroy(tinting)

        var matrix = cairo_matrix_t()
        let k = Double(step)
        cairo_matrix_init(&matrix, 1 / k, 0, 0, 1 / k, Double(shown.x) / k - Double(output.x), Double(shown.y) / k - Double(output.y))
        return try GroupSurface(sampling: blurred.raw, into: shown, through: matrix,
                                "scaling up the \(shown.width)x\(shown.height) pixels of a material")
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
