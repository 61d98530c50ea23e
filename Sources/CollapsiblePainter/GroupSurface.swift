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

    /// Its alpha, red, green and blue, each from 0 to 1 and row by row: what the Gaussian blurs.
    var channels: [[Float]] {
        cairo_surface_flush(raw)
        var channels = [[Float]](repeating: [Float](repeating: 0, count: box.width * box.height), count: 4)
        forEachPixel { index, pixel in
            for channel in 0..<4 { channels[channel][index] = Float(pixel.pointee >> (24 - 8 * channel) & 0xFF) / 255 }
        }
        return channels
    }

    /// Sets its pixels to `channels`, rounded, each colour at most the alpha, so that the pixels
    /// stay premultiplied.
    func write(_ channels: [[Float]]) {
        cairo_surface_flush(raw)
        forEachPixel { index, pixel in
            let alpha = UInt32(min(max(channels[0][index] * 255 + 0.5, 0), 255))
            pixel.pointee = (1..<4).reduce(alpha << 24) { word, channel in
                word | min(UInt32(min(max(channels[channel][index] * 255 + 0.5, 0), 255)), alpha) << (24 - 8 * channel)
            }
        }
        cairo_surface_mark_dirty(raw)
    }

    private func forEachPixel(_ body: (Int, UnsafeMutablePointer<UInt32>) -> Void) {
        let data = cairo_image_surface_get_data(raw)!, stride = Int(cairo_image_surface_get_stride(raw))
        for y in 0..<box.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<box.width { body(y * box.width + x, row + x) }
        }
    }
}
