import CCairo
import CollapsibleCore

/// A group's pixels over a box of device pixels, premultiplied ARGB, freed with this object: a
/// blurred group as drawn, then as blurred.
final class GroupSurface {
    let raw: OpaquePointer
    /// The device pixels it holds; its first pixel is the box's top left.
    let box: DeviceRect

    init(_ box: DeviceRect) throws(PainterError) {
        raw = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height))!
        self.box = box
        try PainterError.check(cairo_surface_status(raw), "making the blurred group's \(box.width)x\(box.height) surface")
    }

    deinit { cairo_surface_destroy(raw) }

    var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(raw) }
    var stride: Int { Int(cairo_image_surface_get_stride(raw)) }
}
