import CCairo
import CollapsibleCore

/// How the row's shadow is made from its coverage, the alpha of all the
/// items together (fills, strokes and label ink as one mask).
enum ShadowShape: Equatable {
    /// Opaque items of one height: their coverage is H(x) V(y), and so is
    /// its blur, the outer product of two profiles. Label ink that pokes
    /// out of them adds G (1 - H V), drawn by cairo and blurred: blur is
    /// linear, so the two add up.
    case separable(across: [ClosedRange<Double>], down: ClosedRange<Double>)
    /// Anything else: cairo draws the whole coverage and it is blurred.
    case drawn

    init(_ items: [DeviceScene.Item], offset: Point) {
        let solids = items.filter { $0.fill != nil || ($0.stroke?.lineWidth ?? 0) > 0 }
        guard let first = solids.first?.solidBounds, solids.allSatisfy({ item in
            let opaque = item.fill.map { $0.opacity >= 1 } ?? false
            let stroke = item.stroke.map { $0.lineWidth <= 0 || $0.color.opacity >= 1 } ?? true
            return opaque && stroke && item.solidBounds.minY == first.minY && item.solidBounds.maxY == first.maxY
        }) else {
            self = .drawn
            return
        }
        self = .separable(across: Gaussian.union(solids.map { ($0.solidBounds.minX + offset.x)...($0.solidBounds.maxX + offset.x) }),
                          down: (first.minY + offset.y)...(first.maxY + offset.y))
    }
}

/// The row's shadow as an A8 surface, owned here, placed at `origin` for
/// cairo_mask_surface; made only where `clip` lets it show.
final class ShadowMask {
    let surface: OpaquePointer
    let origin: (x: Int, y: Int)

    /// A blurred coverage over `box`, one value a pixel, row by row.
    private typealias Blurred = (values: [Float], box: DeviceRect)

    /// nil when the shadow falls on no pixel of the frame.
    init?(_ scene: DeviceScene, clip: [DeviceRect]) throws(PainterError) {
        guard let shadow = scene.shadow else { return nil }
        let gaussian = shadow.gaussian, offset = shadow.offset
        var profiles: (columns: [Float], rows: [Float])?
        var blurred: Blurred?
        var box = DeviceRect(x: 0, y: 0, width: 0, height: 0)
        switch shadow.shape {
        case .separable(let across, let down):
            let columns = gaussian.blurredCoverage(of: across, count: scene.width)
            let rows = gaussian.blurredCoverage(of: [down], count: scene.height)
            if let x0 = columns.firstIndex(where: { $0 > 0 }), let x1 = columns.lastIndex(where: { $0 > 0 }),
               let y0 = rows.firstIndex(where: { $0 > 0 }), let y1 = rows.lastIndex(where: { $0 > 0 }) {
                box = DeviceRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
            }
            profiles = (columns, rows)
            // Labels whose ink lies on pixels the items cover whole add nothing.
            let poking = scene.items.compactMap(\.label).filter { label in
                let ink = label.ink.pixels
                return !(Double(ink.y - 1) + offset.y >= down.lowerBound && Double(ink.maxY + 1) + offset.y <= down.upperBound
                    && across.contains { $0.lowerBound <= Double(ink.x - 1) + offset.x && Double(ink.maxX + 1) + offset.x <= $0.upperBound })
            }
            let inks = poking.map(\.ink)
            blurred = try Self.blur(inks, scene: scene, gaussian: gaussian, offset: offset) { cr in
                for label in poking { FramePainting.show(label, on: cr) }
                // What the items cover is already in H V.
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                for range in across {
                    cairo_rectangle(cr, range.lowerBound - offset.x, down.lowerBound - offset.y,
                                    range.upperBound - range.lowerBound, down.upperBound - down.lowerBound)
                }
                cairo_fill(cr)
            }
        case .drawn:
            blurred = try Self.blur(scene.items.map(\.bounds), scene: scene, gaussian: gaussian, offset: offset) { cr in
                FramePainting.drawItems(scene, on: cr)
            }
        }
        box = box.union(blurred?.box ?? box).intersection(scene.bounds)
        guard !box.isEmpty else { return nil }
        surface = try Self.a8(width: box.width, height: box.height, for: "the shadow's mask")
        origin = (box.x, box.y)
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        for part in clip.map({ $0.intersection(box) }) where !part.isEmpty {
            Gaussian.fill(part, origin: origin, of: data, stride: stride, profiles: profiles, plus: blurred)
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// What `draw` draws over the whole pixels of `bounds` (moved by the
    /// shadow's offset), blurred; nil when that is nothing.
    private static func blur(_ bounds: [Rect], scene: DeviceScene, gaussian: Gaussian, offset: Point,
                             draw: (OpaquePointer) -> Void) throws(PainterError) -> Blurred? {
        guard let first = bounds.first else { return nil }
        let touched = bounds.dropFirst().reduce(first) { $0.union($1) }
        // Only what casts shadow on the frame is drawn.
        let r = gaussian.radius
        let reach = DeviceRect(x: -r - 1, y: -r - 1, width: scene.width + 2 * r + 2, height: scene.height + 2 * r + 2)
        let box = Rect(x: touched.x + offset.x - 1, y: touched.y + offset.y - 1,
                       width: touched.width + 2, height: touched.height + 2).pixels.intersection(reach)
        guard !box.isEmpty else { return nil }
        let surface = try a8(width: box.width, height: box.height, for: "the shadow's coverage")
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_translate(cr, offset.x - Double(box.x), offset.y - Double(box.y))
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        var values = [Float](repeating: 0, count: box.width * box.height)
        for y in 0..<box.height {
            for x in 0..<box.width { values[y * box.width + x] = Float(data[y * stride + x]) / 255 }
        }
        return (gaussian.blur(values, width: box.width, height: box.height),
                DeviceRect(x: box.x - r, y: box.y - r, width: box.width + 2 * r, height: box.height + 2 * r))
    }

    private static func a8(width: Int, height: Int, for purpose: String) throws(PainterError) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(operation: "making \(purpose), \(width)x\(height)", message: String(cString: cairo_status_to_string(status)))
        }
        return surface
    }
}
