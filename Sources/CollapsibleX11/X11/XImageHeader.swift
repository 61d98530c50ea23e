import CX11

/// An XImage structure over pixels that belong to someone else (cairo, a
/// shared segment): it describes them to Xlib, and is freed alone.
final class XImageHeader {
    let raw: UnsafeMutablePointer<XImage>

    init(_ raw: UnsafeMutablePointer<XImage>) {
        self.raw = raw
    }

    deinit {
        // XDestroyImage frees the pixels too, and those are not the image's.
        raw.pointee.data = nil
        // XDestroyImage is a macro over this function pointer.
        _ = raw.pointee.f.destroy_image(raw)
    }
}
