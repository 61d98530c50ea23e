import CCairo
import CollapsibleCore

extension ImageSurface {
    /// Moves the pixels of `rect` by `offset`, across and down, keeping them inside it: what
    /// they leave holds what it held. A scroll's pixels, moved in place row by row: no copy of
    /// the frame is made on the way.
    func move(_ rect: DeviceRect, by offset: (x: Int, y: Int)) {
        let target = rect.intersection(DeviceRect(x: rect.x + offset.x, y: rect.y + offset.y, width: rect.width, height: rect.height))
            .intersection(bounds)
        guard !target.isEmpty else { return }
        let pixels = UnsafeMutableRawPointer(data)
        // Rows read before they are written over: from the top when the pixels move up.
        let rows = offset.y > 0 ? Array((target.y..<target.maxY).reversed()) : Array(target.y..<target.maxY)
        for y in rows {
            (pixels + y * stride + target.x * 4).copyMemory(from: pixels + (y - offset.y) * stride + (target.x - offset.x) * 4,
                                                            byteCount: target.width * 4)
        }
        cairo_surface_mark_dirty_rectangle(raw, Int32(target.x), Int32(target.y), Int32(target.width), Int32(target.height))
    }
}
