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

    /// The pixels of cairo surface `source` over `box`, sampled between the four nearest where
    /// `matrix` takes each of the box's pixels, counted from its top left; beyond the source's
    /// edges, the nearest. `what` names them in an error.
    convenience init(sampling source: OpaquePointer, into box: DeviceRect, through matrix: cairo_matrix_t,
                     _ what: String) throws(PainterError) {
        try self.init(box)
        let cr = cairo_create(raw)!
        defer { cairo_destroy(cr) }
        let pattern = cairo_pattern_create_for_surface(source)!
        var matrix = matrix
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        try PainterError.check(cairo_status(cr), what)
        cairo_surface_flush(raw)
    }

    deinit { cairo_surface_destroy(raw) }

    var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(raw) }
    var stride: Int { Int(cairo_image_surface_get_stride(raw)) }
}
