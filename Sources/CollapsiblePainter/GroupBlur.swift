import CCairo
import CollapsibleCore

/// A blur effect in device pixels: the group drawn on a surface of its own, each of its four
/// channels blurred alike by the shadows' Gaussian, the result drawn where the group was.
struct GroupBlur {
    /// nil for a radius of 0 or less, which SwiftUI draws as it is, and for one that is not a
    /// number, which blurs nothing.
    let gaussian: Gaussian?
    /// Whether the result is dithered before it is rounded.
    let dithers: Bool

    init(radius: Double, scale s: Double, dithers: Bool = false) {
        gaussian = radius * s > 0 ? Gaussian(sigma: radius * s) : nil
        self.dithers = dithers
    }

    /// What a group touching `bounds` can touch once blurred.
    func reach(_ bounds: Rect) -> Rect {
        let spread = Double(gaussian?.radius ?? 0)
        return bounds.insetBy(dx: -spread, dy: -spread)
    }

    /// Draws `items`, blurred, where they show in `box` of `frame`. The group's surface holds all
    /// of it that the frame's pixels gather, whatever the box, and each pixel of the box is blurred
    /// from it: the box's pixels come out as in the whole frame.
    func draw(_ items: [DeviceItem], in list: DeviceList, clip box: DeviceRect, of frame: DeviceRect,
              on cr: OpaquePointer) throws(PainterError) {
        guard let gaussian else { return try FramePainting.draw(items, in: list, clip: box, of: frame, on: cr) }
        guard let bounds = DeviceItem.union(items) else { return }
        let drawn = bounds.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack).pixels
        let source = drawn.intersection(frame.outset(by: min(gaussian.radius, list.farthestBlur)))
        let output = source.outset(by: gaussian.radius).intersection(box)
        guard !output.isEmpty, !source.isEmpty, !gaussian.fades(source) else { return }
        let group = try GroupSurface(source), groupCr = cairo_create(group.raw)!
        defer { cairo_destroy(groupCr) }
        cairo_translate(groupCr, -Double(source.x), -Double(source.y))
        try FramePainting.draw(items, in: list, clip: source, of: source, on: groupCr)
        try PainterError.check(cairo_status(groupCr), "drawing the blurred group's \(source.width)x\(source.height) surface")
        let blurred = try GroupSurface(output)
        cairo_surface_flush(group.raw)
        gaussian.blur(.premultiplied, group.data, stride: group.stride, over: source, into: blurred.data, stride: blurred.stride, at: output,
                      dithers: dithers)
        cairo_surface_mark_dirty(blurred.raw)
        cairo_set_source_surface(cr, blurred.raw, Double(output.x), Double(output.y))
        cairo_paint(cr)
    }
}
