import CCairo
import CollapsibleCore

/// A group laid over what is under it by `plusDarker`, `R = max(0, 1 - ((1 - D) + (1 - S)))`, which
/// cairo has no operator for. Premultiplied, what each lacks of its own alpha adds up and is taken
/// from the two alphas' sum, held to 1: where the group is clear the pixel is as it was, where
/// nothing was under it the group's.
enum PlusDarker {
    static func draw(_ items: [DeviceItem], in list: DeviceList, clip box: DeviceRect, of frame: DeviceRect,
                     on cr: OpaquePointer) throws(PainterError) {
        guard let bounds = DeviceItem.union(items) else { return }
        try lay(over: bounds.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack), on: cr) { groupCr throws(PainterError) in
            try FramePainting.draw(items, in: list, clip: box, of: frame, on: groupCr)
        }
    }

    /// What `drawing` draws within `bounds`, in the coordinates of `cr`, laid by `plusDarker`.
    static func lay(over bounds: Rect, on cr: OpaquePointer,
                    drawing: (_ groupCr: OpaquePointer) throws(PainterError) -> Void) throws(PainterError) {
        let reach = TargetPixels.reach(of: bounds, on: cr)
        guard !reach.isEmpty else { return }
        // The group, drawn in the target's own pixels.
        let group = try GroupSurface(reach)
        let groupCr = cairo_create(group.raw)!
        var matrix = cairo_matrix_t(), shift = cairo_matrix_t(), placed = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_matrix_init_translate(&shift, -Double(reach.x), -Double(reach.y))
        cairo_matrix_multiply(&placed, &matrix, &shift)
        cairo_set_matrix(groupCr, &placed)
        do {
            try drawing(groupCr)
        } catch {
            cairo_destroy(groupCr)
            throw error
        }
        let status = cairo_status(groupCr)
        cairo_destroy(groupCr)
        try PainterError.check(status, "drawing a plusDarker group's \(reach.width)x\(reach.height) surface")
        cairo_surface_flush(group.raw)
        let under = try TargetPixels.read(reach, on: cr)
        for row in 0..<reach.height {
            let source = UnsafeMutableRawPointer(group.data + row * group.stride).assumingMemoryBound(to: UInt32.self)
            let target = UnsafeMutableRawPointer(under.data + row * under.stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<reach.width {
                target[column] = Self.composite(source[column], over: target[column])
            }
        }
        cairo_surface_mark_dirty(under.raw)
        // Put back in place of what was there, within the clip.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, under.raw, Double(reach.x), Double(reach.y))
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        reach.addRectangle(on: cr)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// One premultiplied ARGB pixel of the group over one of the target.
    static func composite(_ s: UInt32, over d: UInt32) -> UInt32 {
        let sa = Int(s >> 24), da = Int(d >> 24)
        let alpha = min(sa + da, 255)
        var result = UInt32(alpha) << 24
        for shift in [16, 8, 0] as [UInt32] {
            let sc = Int((s >> shift) & 0xFF), dc = Int((d >> shift) & 0xFF)
            result |= UInt32(max(alpha - ((sa - sc) + (da - dc)), 0)) << shift
        }
        return result
    }
}
