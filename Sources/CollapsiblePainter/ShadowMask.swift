import CCairo
import CollapsibleCore

/// The row's shadow as A8 surfaces for cairo_mask_surface, owned here: one for each rectangle
/// of the clip, small while the row moves (none when it shades nothing). It blurs the
/// coverage of all the items together (fills, strokes and label ink as one alpha mask). For
/// opaque items of one height that is H(x) V(y), whose blur is the outer product of two
/// profiles; label ink poking out of them adds G (1 - H V), which cairo draws to be blurred:
/// blur is linear, so the two add up. Any other row is drawn and blurred whole.
final class ShadowMask {
    typealias Separable = (across: [ClosedRange<Double>], down: ClosedRange<Double>)
    private(set) var parts: [(surface: OpaquePointer, x: Int, y: Int)?] = []

    /// The row's extent across and down, offset included, when it is separable.
    static func separable(_ items: [DeviceScene.Item], offset: Point) -> Separable? {
        let solids = items.filter { $0.fill != nil || ($0.stroke?.lineWidth ?? 0) > 0 }
        guard let first = solids.first?.solidBounds, solids.allSatisfy({
            $0.fill?.opacity == 1 && ($0.stroke.map { $0.lineWidth <= 0 || $0.color.opacity == 1 } ?? true)
                && $0.solidBounds.minY == first.minY && $0.solidBounds.maxY == first.maxY
        }) else { return nil }
        return (Gaussian.union(solids.map { ($0.solidBounds.minX + offset.x)...($0.solidBounds.maxX + offset.x) }),
                (first.minY + offset.y)...(first.maxY + offset.y))
    }

    init?(_ scene: DeviceScene, clip: [DeviceRect]) throws(PainterError) {
        guard let shadow = scene.shadow else { return nil }
        let (gaussian, offset) = (shadow.gaussian, shadow.offset)
        var profiles: (columns: [UInt32], rows: [UInt32])?, box = DeviceRect(x: 0, y: 0, width: 0, height: 0)
        var hidden: (columns: [Range<Int>], rows: Range<Int>) = ([], 0..<0)
        let blurred: (values: [Float], box: DeviceRect)?
        if let (across, down) = shadow.separable, let first = across.first, let last = across.last {
            profiles = (gaussian.blurredCoverage(of: across, count: scene.width).map { UInt32($0 * 65536) },
                        gaussian.blurredCoverage(of: [down], count: scene.height).map { UInt32($0 * 65280 + 0.5) })
            box = Rect(x: first.lowerBound, y: down.lowerBound, width: last.upperBound - first.lowerBound,
                       height: down.upperBound - down.lowerBound).insetBy(dx: -gaussian.reach, dy: -gaussian.reach).pixels
            // The pixels the opaque items cover whole hide the shadow; ink on them adds nothing.
            func whole(_ range: ClosedRange<Double>, _ shift: Double) -> Range<Int> {
                let low = Int((range.lowerBound - shift).rounded(.up))
                return low..<max(Int((range.upperBound - shift).rounded(.down)), low)
            }
            hidden = (across.map { whole($0, offset.x) }, whole(down, offset.y))
            let poking = scene.items.compactMap(\.label).filter { label in
                let ink = label.ink.pixels
                return !(hidden.rows.contains(ink.y - 1) && hidden.rows.contains(ink.maxY)
                    && hidden.columns.contains { $0.contains(ink.x - 1) && $0.contains(ink.maxX) })
            }
            blurred = try Self.blur(poking.map(\.ink), of: scene) { cr in
                for label in poking { FramePainting.show(label, on: cr) }
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                let (top, height) = (down.lowerBound - offset.y, down.upperBound - down.lowerBound)
                for range in across { cairo_rectangle(cr, range.lowerBound - offset.x, top, range.upperBound - range.lowerBound, height) }
                cairo_fill(cr)
            }
        } else {
            blurred = try Self.blur(scene.items.map(\.bounds), of: scene) { FramePainting.drawItems(scene, on: $0) }
        }
        box = box.union(blurred?.box ?? box).intersection(scene.bounds)
        guard !box.isEmpty else { return nil }
        for part in clip.map({ $0.intersection(box) }) {
            guard !part.isEmpty else { parts.append(nil); continue }
            let surface = try Self.a8(width: part.width, height: part.height)
            parts.append((surface, part.x, part.y))
            let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
            Gaussian.fill(part, origin: (part.x, part.y), of: data, stride: stride, profiles: profiles, hidden: hidden, plus: blurred)
            cairo_surface_mark_dirty(surface)
        }
    }

    deinit { parts.forEach { $0.map { cairo_surface_destroy($0.surface) } } }

    /// What `draw` draws over `bounds`, moved by the offset, cut to what shades the frame, blurred.
    private static func blur(_ bounds: [Rect], of scene: DeviceScene,
                             draw: (OpaquePointer) -> Void) throws(PainterError) -> (values: [Float], box: DeviceRect)? {
        guard let first = bounds.first, let shadow = scene.shadow else { return nil }
        let touched = bounds.reduce(first) { $0.union($1) }, r = shadow.gaussian.radius
        let box = Rect(x: touched.x + shadow.offset.x - 1, y: touched.y + shadow.offset.y - 1,
                       width: touched.width + 2, height: touched.height + 2).pixels
            .intersection(DeviceRect(x: -r, y: -r, width: scene.width + 2 * r, height: scene.height + 2 * r))
        guard !box.isEmpty else { return nil }
        let surface = try a8(width: box.width, height: box.height)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_translate(cr, shadow.offset.x - Double(box.x), shadow.offset.y - Double(box.y))
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        let coverage = (0..<box.width * box.height).map { Float(data[$0 / box.width * stride + $0 % box.width]) / 255 }
        return (shadow.gaussian.blur(coverage, width: box.width, height: box.height),
                DeviceRect(x: box.x - r, y: box.y - r, width: box.width + 2 * r, height: box.height + 2 * r))
    }

    private static func a8(width: Int, height: Int) throws(PainterError) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS { cairo_surface_destroy(surface) }
        try PainterError.check(status, "making the shadow's \(width)x\(height) mask")
        return surface
    }
}
