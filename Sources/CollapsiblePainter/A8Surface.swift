import CCairo
import CollapsibleCore

/// An alpha-only cairo image surface over a box of device pixels, freed with this object: a
/// group's coverage before its blur, or a part of a shadow's mask.
final class A8Surface {
    let raw: OpaquePointer
    /// The device pixels it holds; its first byte is the box's top-left pixel.
    let box: DeviceRect

    init(_ box: DeviceRect) throws(PainterError) {
        raw = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height))!
        self.box = box
        try PainterError.check(cairo_surface_status(raw), "making the shadow's \(box.width)x\(box.height) mask")
    }

    deinit { cairo_surface_destroy(raw) }

    var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(raw) }
    var stride: Int { Int(cairo_image_surface_get_stride(raw)) }
}
