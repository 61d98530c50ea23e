import CX11
import CollapsibleCore
import CollapsiblePainter

/// An XImage whose pixels are an `ImageSurface`'s own, so that XPutImage
/// sends what cairo drew without a copy.
final class XImageBuffer {
    let surface: ImageSurface
    private let header: XImageHeader

    init(_ surface: ImageSurface, on display: Display) throws(DisplayError) {
        let pixels = UnsafeMutableRawPointer(surface.data).assumingMemoryBound(to: CChar.self)
        guard let raw = XCreateImage(display.raw, XDefaultVisual(display.raw, display.screen), 24, ZPixmap, 0,
                                     pixels, UInt32(surface.width), UInt32(surface.height), 32, Int32(surface.stride))
        else { throw .unsupportedVisual(display: display.name) }
        let header = XImageHeader(raw)
        guard raw.pointee.bits_per_pixel == 32 else { throw .unsupportedVisual(display: display.name) }
        // cairo's pixels are 32-bit words in the machine's byte order; Xlib
        // swaps them on the way if the server wants the other one.
        #if _endian(little)
        raw.pointee.byte_order = LSBFirst
        #else
        raw.pointee.byte_order = MSBFirst
        #endif
        self.surface = surface
        self.header = header
    }

    /// Sends the frame's pixels from `source` on into `rect` of `window`,
    /// copied by Xlib before it returns.
    func put(_ rect: DeviceRect, from source: (x: Int32, y: Int32), into window: Window) {
        XPutImage(window.display.raw, window.id, window.gc, header.raw, source.x, source.y,
                  Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
    }
}
