import CCairo

/// A scratch A8 surface for shapes whose coverage the shadow needs: drawn
/// with cairo, read back as 0...1 per pixel, freed before returning.
enum AlphaCanvas {
    /// nil when cairo could not make the surface.
    static func render(width: Int, height: Int, draw: (OpaquePointer) -> Void) -> [Float]? {
        guard width > 0, height > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var values = [Float](repeating: 0, count: width * height)
        values.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width { out[y &* width &+ x] = Float(row[x]) * (1 / 255) }
            }
        }
        return values
    }
}
