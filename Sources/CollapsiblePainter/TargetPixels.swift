import CCairo
import CollapsibleCore

/// The pixels a context's target already holds, where a drawing that reads them goes: a
/// material's backdrop, a `plusDarker` group. They are read in the target's own pixels, under
/// whatever transform the context draws through.
enum TargetPixels {
    /// The target's pixels that `bounds`, in the context's coordinates, can touch through its
    /// transform, within its clip.
    static func reach(of bounds: Rect, on cr: OpaquePointer) -> DeviceRect {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let clip = Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).pixels
        return DeviceTransform.map(bounds, through: matrix).pixels.intersection(clip)
    }

    /// A copy of the target's pixels, `step` by `step` into one, sampled between the four
    /// nearest, over `rect` at that fraction of the resolution; beyond the target's edges, the
    /// nearest.
    static func read(_ rect: DeviceRect, on cr: OpaquePointer, step: Int = 1) throws(PainterError) -> GroupSurface {
        var place = cairo_matrix_t()
        let k = Double(step)
        cairo_matrix_init(&place, k, 0, 0, k, Double(rect.x) * k, Double(rect.y) * k)
        return try GroupSurface(sampling: cairo_get_group_target(cr), into: rect, through: place,
                                "reading the \(rect.width)x\(rect.height) pixels under a drawing")
    }
}
