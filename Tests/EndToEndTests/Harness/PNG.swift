import CCairo

enum PNG {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A PNG file's pixels as 0xRRGGBB.
    static func read(_ path: String) throws -> Image {
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw Failure(description: "cannot read \(path)")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            throw Failure(description: "cannot read \(path): \(String(cString: cairo_status_to_string(status)))")
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        return Image(width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)),
                     bytes: UnsafeRawPointer(data))
    }
}
