import CCairo
import CollapsibleCore

/// Device pixels in cairo's RGB24 format: one 32-bit word per pixel, 0xXXRRGGBB
/// in native byte order, which is also what a 24-bit TrueColor XImage holds.
public final class ImageSurface {
    /// cairo's own limit for image surfaces (MAX_IMAGE_SIZE).
    public static let maxSide = 32767
    /// A frame larger than this is a mistake, not a window: 16384 x 16384.
    public static let maxBytes = 1 << 30

    public let width, height, stride: Int
    let raw: OpaquePointer
    /// Gives back pixels that the surface's creator owns, once cairo is done.
    private var release: (() -> Void)?

    public convenience init(width: Int, height: Int) throws(PainterError) {
        try Self.checkSize(width, height)
        let (bytes, overflow) = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width))).multipliedReportingOverflow(by: height)
        guard !overflow, bytes <= Self.maxBytes else { throw .tooLarge(width: width, height: height, bytes: overflow ? Int.max : bytes) }
        try self.init(cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!, width, height, release: nil)
    }

    /// A surface over rows of `stride` bytes that the caller owns, such as memory shared with a
    /// display server, given back through `release`; when the init throws, the caller keeps them.
    public convenience init(width: Int, height: Int, stride: Int, over pixels: UnsafeMutableRawPointer,
                            release: @escaping () -> Void) throws(PainterError) {
        try Self.checkSize(width, height)
        guard stride >= Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width))), stride % 4 == 0 else {
            throw .cairo(operation: "creating a \(width)x\(height) image", message: "invalid stride \(stride)")
        }
        try self.init(cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                                                          Int32(width), Int32(height), Int32(stride))!, width, height, release: release)
    }

    private init(_ surface: OpaquePointer, _ width: Int, _ height: Int, release: (() -> Void)?) throws(PainterError) {
        (raw, self.width, self.height) = (surface, width, height)
        stride = Int(cairo_image_surface_get_stride(surface))
        try PainterError.check(cairo_surface_status(raw), "creating a \(width)x\(height) image")
        self.release = release
    }

    /// cairo 1.16 misbehaves with some huge sizes instead of failing: checked before it sees them.
    private static func checkSize(_ width: Int, _ height: Int) throws(PainterError) {
        guard (1...maxSide).contains(width), (1...maxSide).contains(height) else { throw .invalidSize(width: width, height: height) }
    }

    deinit {
        cairo_surface_destroy(raw)
        release?()
    }

    /// The pixels, with every drawing operation of cairo finished.
    public var data: UnsafeMutablePointer<UInt8> {
        cairo_surface_flush(raw)
        return cairo_image_surface_get_data(raw)
    }

    /// The cairo surface, still owned by this object: for drawing on it with cairo directly.
    public var cairoSurface: OpaquePointer { raw }

    public var bounds: DeviceRect { DeviceRect(x: 0, y: 0, width: width, height: height) }

    /// One pixel as 0xRRGGBB.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)x\(height)")
        return UnsafeRawPointer(data + y * stride).load(fromByteOffset: x * 4, as: UInt32.self) & 0xFF_FFFF
    }

    /// The pixels as a PNG file, encoded by cairo; where it goes is the caller's business.
    public func png() throws(PainterError) -> [UInt8] {
        var bytes: [UInt8] = []
        let status = withUnsafeMutablePointer(to: &bytes) { sink in
            cairo_surface_write_to_png_stream(raw, { sink, data, length in
                sink!.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, sink)
        }
        try PainterError.check(status, "encoding a \(width)x\(height) PNG")
        return bytes
    }
}
