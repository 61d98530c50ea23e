import CCairo
import CollapsibleCore

/// How strongly the row's shadow falls on each device pixel (0...1, before
/// the shadow colour's own opacity): the Gaussian blur of the alpha of all
/// the items together (fills, strokes and label ink as one mask).
///
/// The row is a set of opaque rectangles that share one vertical extent, so
/// their mask is separable, M(x, y) = H(x) V(y), and so is its blur:
/// (g * H)(x) (g * V)(y), two short 1-D profiles instead of a 2-D blur.
/// Label ink that pokes out of the rectangles (a two-digit label on a
/// narrow item) adds G (1 - M), blurred in 2-D over its small box; blur is
/// linear, so the two add up. Anything else falls back to a 2-D blur of the
/// whole mask.
struct ShadowMask {
    /// (g * H)(x) for every device column and (g * V)(y) for every row; both
    /// empty when the row is not separable.
    var columns: [Float] = []
    var rows: [Float] = []
    /// A 2-D mask, blurred, added on top.
    var patch: Patch?
    /// The pixels of the surface the shadow touches.
    var bounds = DeviceRect(x: 0, y: 0, width: 0, height: 0)

    /// The blur of a mask over `rect`, kept as its first pass: each row's
    /// values are made when that row is painted, which is once a frame.
    struct Patch {
        var rect: DeviceRect
        var across: [Float]
        var gaussian: Gaussian

        /// The values of row `y` (of the surface), one for each of the rect's columns.
        func row(_ y: Int, into out: UnsafeMutableBufferPointer<Float>) {
            across.withUnsafeBufferPointer {
                gaussian.blurDown($0, height: rect.height - 2 * gaussian.radius, row: y - rect.y, into: out)
            }
        }
    }

    init(scene: DeviceScene, shadow: DeviceScene.Shadow) {
        let gaussian = shadow.gaussian
        let offset = shadow.offset
        let solids = scene.items.filter { $0.fill != nil || ($0.stroke?.lineWidth ?? 0) > 0 }
        let extents = solids.map {
            let b = $0.solidBounds
            return Rect(x: b.x + offset.x, y: b.y + offset.y, width: b.width, height: b.height)
        }
        let labels = scene.items.compactMap(\.label)

        if let first = extents.first,
           extents.allSatisfy({ $0.minY == first.minY && $0.maxY == first.maxY }),
           solids.allSatisfy(Self.isOpaque) {
            let intervals = Gaussian.union(extents.map { $0.minX...$0.maxX })
            let vertical = [first.minY...first.maxY]
            columns = gaussian.blurredCoverage(of: intervals, count: scene.width)
            rows = gaussian.blurredCoverage(of: vertical, count: scene.height)
            bounds = Self.nonZero(columns, rows)
            patch = Self.residual(of: labels, outside: intervals, vertical, shadow: shadow)
        } else if !extents.isEmpty || !labels.isEmpty {
            patch = Self.wholeMask(of: scene.items, shadow: shadow)
        }
        if let patch { bounds = bounds.union(patch.rect) }
        bounds = bounds.intersection(scene.bounds)
    }

    /// The alpha of an item's fill and stroke together is 1 everywhere they
    /// cover only when both are opaque.
    private static func isOpaque(_ item: DeviceScene.Item) -> Bool {
        guard let fill = item.fill, fill.opacity >= 1 else { return false }
        guard let stroke = item.stroke, stroke.lineWidth > 0 else { return true }
        return stroke.color.opacity >= 1
    }

    private static func nonZero(_ columns: [Float], _ rows: [Float]) -> DeviceRect {
        guard let x0 = columns.firstIndex(where: { $0 > 0 }), let x1 = columns.lastIndex(where: { $0 > 0 }),
              let y0 = rows.firstIndex(where: { $0 > 0 }), let y1 = rows.lastIndex(where: { $0 > 0 })
        else { return DeviceRect(x: 0, y: 0, width: 0, height: 0) }
        return DeviceRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// The blur of G (1 - M): label ink where the rectangles are not.
    private static func residual(
        of labels: [DeviceScene.Label], outside intervals: [ClosedRange<Double>],
        _ vertical: [ClosedRange<Double>], shadow: DeviceScene.Shadow
    ) -> Patch? {
        let offset = shadow.offset
        // Ink wholly on pixels the rectangles cover fully adds nothing.
        let boxes = labels.map {
            Rect(x: $0.ink.x + offset.x, y: $0.ink.y + offset.y, width: $0.ink.width, height: $0.ink.height)
                .pixels(margin: 1)
        }
        let poking = boxes.indices.filter { index in
            let box = boxes[index]
            guard !box.isEmpty else { return false }
            // The intervals are disjoint, so whole pixels are covered only
            // inside one of them.
            func covered(_ intervals: [ClosedRange<Double>], _ low: Int, _ high: Int) -> Bool {
                intervals.contains { $0.lowerBound <= Double(low) && Double(high) <= $0.upperBound }
            }
            return !covered(intervals, box.x, box.maxX) || !covered(vertical, box.y, box.maxY)
        }
        guard !poking.isEmpty else { return nil }
        let box = poking.map { boxes[$0] }.reduce(DeviceRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        var ink = Self.ink(of: poking.map { labels[$0] }, in: box, offset: offset)
        let across = Gaussian.coverage(of: intervals, origin: box.x, count: box.width)
        let down = Gaussian.coverage(of: vertical, origin: box.y, count: box.height)
        var any = false
        ink.withUnsafeMutableBufferPointer { values in
            for y in 0..<box.height {
                for x in 0..<box.width {
                    let index = y &* box.width &+ x
                    values[index] *= 1 - across[x] * down[y]
                    if values[index] > 0 { any = true }
                }
            }
        }
        guard any else { return nil }
        return blurred(ink, box: box, gaussian: shadow.gaussian)
    }

    /// The labels' ink over the box, 0...1: each label's mask laid over the
    /// ones before in black at the label's opacity, as cairo lays glyphs on
    /// an A8 surface (pixman's OVER with an a8 mask).
    private static func ink(of labels: [DeviceScene.Label], in box: DeviceRect, offset: Point) -> [Float] {
        var alpha = [UInt8](repeating: 0, count: box.width * box.height)
        alpha.withUnsafeMutableBufferPointer { out in
            for label in labels {
                var mask = label.mask
                if offset != Point(x: 0, y: 0) { mask = LabelMask(label.glyphs, font: label.font, dx: offset.x, dy: offset.y) }
                let opacity = Int32(Pixman.solid(Color(red: 0, green: 0, blue: 0, opacity: label.color.opacity)) >> 24)
                mask.bitmap.coverage.withUnsafeBufferPointer { coverage in
                    for span in mask.bitmap.spans {
                        let y = mask.y + span.row
                        let x0 = max(mask.x + span.columns.lowerBound, box.x), x1 = min(mask.x + span.columns.upperBound, box.maxX)
                        guard box.y <= y, y < box.maxY, x0 < x1 else { continue }
                        let from = span.row &* mask.width &- mask.x, into = (y &- box.y) &* box.width &- box.x
                        for x in x0..<x1 {
                            let s = Pixman.multiply(opacity, Int32(coverage[from &+ x])), under = Int32(out[into &+ x])
                            out[into &+ x] = UInt8(truncatingIfNeeded: s &+ Pixman.multiply(under, 255 &- s))
                        }
                    }
                }
            }
        }
        return alpha.map { Float($0) * (1 / 255) }
    }

    /// The blur of the whole mask drawn as the items are, for a row whose
    /// items differ in height or are not opaque.
    private static func wholeMask(of items: [DeviceScene.Item], shadow: DeviceScene.Shadow) -> Patch? {
        let offset = shadow.offset
        let touched = DeviceScene.pixels(of: items)
        let box = DeviceRect(x: touched.x + Int(offset.x.rounded(.down)) - 1,
                             y: touched.y + Int(offset.y.rounded(.down)) - 1,
                             width: touched.width + 3, height: touched.height + 3)
        guard let mask = AlphaCanvas.render(width: box.width, height: box.height, draw: { cr in
            cairo_translate(cr, offset.x - Double(box.x), offset.y - Double(box.y))
            ItemDrawing.draw(items, in: cr)
        }) else { return nil }
        return blurred(mask, box: box, gaussian: shadow.gaussian)
    }

    private static func blurred(_ mask: [Float], box: DeviceRect, gaussian: Gaussian) -> Patch {
        let r = gaussian.radius
        return Patch(
            rect: DeviceRect(x: box.x - r, y: box.y - r, width: box.width + 2 * r, height: box.height + 2 * r),
            across: gaussian.blurAcross(mask, width: box.width, height: box.height), gaussian: gaussian)
    }
}
