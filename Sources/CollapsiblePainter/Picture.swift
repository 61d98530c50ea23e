import CCairo
import CJpeg
import CRsvg
import CollapsibleCore
import Glibc

/// A picture decoded, as the painter keeps it: pixels (a PNG, a JPEG), or
/// a vector document (an SVG, a symbolic icon), drawn afresh at the size it
/// is shown at so that it is sharp at any size.
final class Picture {
    enum Content {
        /// A cairo image surface.
        case pixels(OpaquePointer)
        /// A librsvg document.
        case vector(OpaquePointer)
    }

    let content: Content
    /// Its own size in pixels.
    let size: Size
    /// A vector document drawn at the size shown last, which every frame
    /// that shows it so draws again.
    private var drawn: (width: Int, height: Int, surface: OpaquePointer)?

    private init(_ content: Content, size: Size) {
        self.content = content
        self.size = size
    }

    deinit {
        switch content {
        case .pixels(let surface): cairo_surface_destroy(surface)
        case .vector(let document): crsvg_close(document)
        }
        if let drawn { cairo_surface_destroy(drawn.surface) }
    }

    /// The picture in the file at `path`, known by its first bytes: PNG and
    /// JPEG by their signatures, SVG by its text, whatever its name says.
    static func read(_ path: String) throws(ImageFailure) -> Picture {
        guard let file = fopen(path, "rb") else { throw ImageFailure("\(path) could not be opened: \(String(cString: strerror(errno)))") }
        var head = [UInt8](repeating: 0, count: 16)
        head.removeLast(16 - fread(&head, 1, 16, file))
        fclose(file)
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try png(path) }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return try jpeg(path) }
        // XML, or an SVG compressed by gzip (.svgz).
        let text = head.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if text.first == UInt8(ascii: "<") || head.starts(with: [0x1F, 0x8B]) { return try svg(path) }
        throw ImageFailure("\(path) is no PNG, JPEG or SVG picture")
    }

    private static func png(_ path: String) throws(ImageFailure) -> Picture {
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw ImageFailure("\(path) does not decode as a PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return Picture(.pixels(surface), size: Size(width: Double(cairo_image_surface_get_width(surface)),
                                                    height: Double(cairo_image_surface_get_height(surface))))
    }

    private static func jpeg(_ path: String) throws(ImageFailure) -> Picture {
        var message = [CChar](repeating: 0, count: 256)
        guard let surface = cjpeg_decode(path, &message, message.count) else {
            throw ImageFailure("\(path) does not decode as a JPEG: \(Self.line(message))")
        }
        return Picture(.pixels(surface), size: Size(width: Double(cairo_image_surface_get_width(surface)),
                                                    height: Double(cairo_image_surface_get_height(surface))))
    }

    private static func svg(_ path: String) throws(ImageFailure) -> Picture {
        guard crsvg_load() != 0 else { throw ImageFailure("librsvg, which draws SVG pictures, could not be loaded: \(String(cString: crsvg_error()))") }
        var message = [CChar](repeating: 0, count: 256)
        guard let document = crsvg_open(path, &message, message.count) else {
            throw ImageFailure("\(path) does not read as an SVG: \(Self.line(message))")
        }
        var width = 0.0, height = 0.0
        guard crsvg_size(document, &width, &height) != 0, width > 0, height > 0 else {
            crsvg_close(document)
            throw ImageFailure("\(path) gives the SVG no size: neither a width and height nor a view box")
        }
        return Picture(.vector(document), size: Size(width: width, height: height))
    }

    /// What a C call wrote into `buffer`, up to its end.
    private static func line(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The picture's pixels for a frame `width` by `height` device pixels:
    /// its own pixels, or its vector document drawn at that size; nil where
    /// librsvg cannot draw it.
    func pixels(width: Int, height: Int) -> OpaquePointer? {
        switch content {
        case .pixels(let surface):
            return surface
        case .vector(let document):
            if let drawn, drawn.width == width, drawn.height == height { return drawn.surface }
            if let drawn { cairo_surface_destroy(drawn.surface) }
            drawn = nil
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            let cr = cairo_create(surface)!
            var message = [CChar](repeating: 0, count: 256)
            let rendered = crsvg_render(document, cr, 0, 0, Double(width), Double(height), &message, message.count) != 0
            cairo_destroy(cr)
            guard rendered, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                return nil
            }
            cairo_surface_flush(surface)
            drawn = (width, height, surface)
            return surface
        }
    }

    /// Whether the picture is drawn afresh at any size.
    var isVector: Bool {
        if case .vector = content { return true }
        return false
    }
}
