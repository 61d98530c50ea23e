import CCairo

/// One glyph's coverage, 0...255 per pixel, as cairo composites it.
///
/// cairo 1.16 rasterises a glyph once per scaled font, never at a fraction
/// of a pixel, and puts that bitmap at the whole pixel nearest to the pen
/// (floor(x + 0.5)); so the bitmap drawn once, from a pen on a whole
/// pixel, is every pixel any later show of the glyph gives.
struct GlyphBitmap {
    /// Where the bitmap's first pixel lies from the pen's pixel.
    var left = 0
    var top = 0
    var width = 0
    var height = 0
    /// Row by row, `width` a row.
    var coverage: [UInt8] = []
    /// The runs of non-zero pixels, row by row: what drawing the bitmap
    /// has to visit.
    var spans: [Span] = []

    struct Span {
        var row: Int
        var columns: Range<Int>
    }

    /// No pixels.
    init() {}

    /// The glyph drawn by cairo into an A8 surface and cut to its ink; an
    /// empty bitmap when it has none (a space) or cairo fails.
    init(glyph index: UInt, of font: OpaquePointer) {
        var glyph = cairo_glyph_t(index: index, x: 0, y: 0)
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(font, &glyph, 1, &extents)
        guard extents.width > 0, extents.height > 0 else { return }
        // Anti-aliasing touches no pixel beyond the outline's; two spare
        // pixels on every side hold it whatever the rounding.
        let x0 = Int(extents.x_bearing.rounded(.down)) - 2, y0 = Int(extents.y_bearing.rounded(.down)) - 2
        let x1 = Int((extents.x_bearing + extents.width).rounded(.up)) + 2
        let y1 = Int((extents.y_bearing + extents.height).rounded(.up)) + 2
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(x1 - x0), Int32(y1 - y0)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return }
        cairo_set_scaled_font(cr, font)
        glyph.x = Double(-x0)
        glyph.y = Double(-y0)
        cairo_show_glyphs(cr, &glyph, 1)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        cut(data, stride: Int(cairo_image_surface_get_stride(surface)), width: x1 - x0, height: y1 - y0)
        left += x0
        top += y0
    }

    /// Bitmaps laid at whole-pixel offsets and added up, saturating: what
    /// cairo composites a run of glyphs through. Where no two share a pixel,
    /// as the digits of a label do not, it is also what drawing them one by
    /// one gives.
    init(adding parts: [(bitmap: GlyphBitmap, x: Int, y: Int)]) {
        let parts = parts.filter { $0.bitmap.width > 0 }
        guard !parts.isEmpty else { return }
        let x0 = parts.map { $0.x + $0.bitmap.left }.min()!, y0 = parts.map { $0.y + $0.bitmap.top }.min()!
        let x1 = parts.map { $0.x + $0.bitmap.left + $0.bitmap.width }.max()!
        let y1 = parts.map { $0.y + $0.bitmap.top + $0.bitmap.height }.max()!
        left = x0; top = y0; width = x1 - x0; height = y1 - y0
        var sum = [UInt8](repeating: 0, count: width * height)
        for part in parts {
            let b = part.bitmap
            for row in 0..<b.height {
                let into = (part.y + b.top - y0 + row) * width + part.x + b.left - x0
                for column in 0..<b.width {
                    sum[into + column] = UInt8(min(Int(sum[into + column]) + Int(b.coverage[row * b.width + column]), 255))
                }
            }
        }
        coverage = sum
        findSpans()
    }

    private mutating func findSpans() {
        for row in 0..<height {
            var column = 0
            while column < width {
                guard coverage[row * width + column] != 0 else { column += 1; continue }
                let start = column
                while column < width, coverage[row * width + column] != 0 { column += 1 }
                spans.append(Span(row: row, columns: start..<column))
            }
        }
    }

    /// Keeps the smallest box of `data` that holds every non-zero pixel.
    private mutating func cut(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int) {
        var minX = width, maxX = -1, minY = height, maxY = -1
        for y in 0..<height {
            for x in 0..<width where data[y * stride + x] != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return }
        left = minX
        top = minY
        self.width = maxX - minX + 1
        self.height = maxY - minY + 1
        coverage.reserveCapacity(self.width * self.height)
        for y in minY...maxY {
            coverage.append(contentsOf: UnsafeBufferPointer(start: data + y * stride + minX, count: self.width))
        }
        findSpans()
    }
}
