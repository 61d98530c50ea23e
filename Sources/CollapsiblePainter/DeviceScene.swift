import CCairo
import CollapsibleCore

/// One frame in device pixels, labels shaped and placed: what the cairo calls are made of.
struct DeviceScene {
    struct Item {
        var frame: Rect, fill: Color?, stroke: Stroke?, label: Label?

        /// The fill and stroke: the frame, and half the line outside it.
        var solidBounds: Rect { frame.insetBy(dx: -(stroke?.lineWidth ?? 0) / 2, dy: -(stroke?.lineWidth ?? 0) / 2) }
        var bounds: Rect { label.map { solidBounds.union($0.ink) } ?? solidBounds }

        /// Whether the item is stroked in one path with `earlier`, the item before it: the same
        /// stroke, its fill and stroke opaque, and no overlap, so that its own stroke covers the earlier
        /// one wherever its fill would, and it hides all of the earlier label its bounds reach.
        func strokesWith(_ earlier: Item) -> Bool {
            stroke == earlier.stroke && stroke?.color.opacity == 1 && fill?.opacity == 1
                && frame.minX >= earlier.frame.maxX
        }
    }

    /// Glyphs at their final device positions, and the box of their ink.
    typealias Label = (glyphs: [cairo_glyph_t], font: LabelFont, color: Color, ink: Rect)

    var width, height: Int, background: Color, band: (frame: Rect, color: Color)?, items: [Item]
    var shadow: (color: Color, gaussian: Gaussian, offset: Point, separable: ShadowMask.Separable?)?

    var bounds: DeviceRect { DeviceRect(x: 0, y: 0, width: width, height: height) }

    /// The pixels that differ from `old`, the same items elsewhere, as a few rectangles (nil when
    /// the shadow is made another way, and so differs everywhere): the columns around each edge
    /// and label that moved, over the rows the row and its shadow reach. A pixel no edge crossed
    /// is covered by the same items as before, and the shadow changes no further than its kernel.
    func changes(since old: DeviceScene) -> [DeviceRect]? {
        guard old.shadow?.separable?.down == shadow?.separable?.down else { return nil }
        var spans: [ClosedRange<Double>] = [], reach: Rect?
        for (a, b) in zip(old.items, items) where a.frame != b.frame || a.label?.ink != b.label?.ink {
            let edges = a.frame.minY == b.frame.minY && a.frame.maxY == b.frame.maxY
                ? [(a.frame.minX, b.frame.minX), (a.frame.maxX, b.frame.maxX)].filter { $0 != $1 }
                : [(a.bounds.minX, a.bounds.maxX), (b.bounds.minX, b.bounds.maxX)]
            spans += edges.map { min($0, $1)...max($0, $1) } + [a.label?.ink, b.label?.ink].compactMap { $0.map { $0.minX...$0.maxX } }
            reach = (reach ?? a.bounds).union(a.bounds).union(b.bounds)
        }
        guard let reach else { return [] }
        // Anti-aliasing and glyphs put on whole pixels reach a pixel past the outlines.
        let blur = Double(shadow?.gaussian.radius ?? 0) + 2, stroke = items.compactMap { $0.stroke?.lineWidth }.max() ?? 0
        let dx = stroke / 2 + blur + abs(shadow?.offset.x ?? 0), dy = blur + abs(shadow?.offset.y ?? 0)
        return Gaussian.union(spans.map { ($0.lowerBound - dx)...($0.upperBound + dx) }).compactMap { span in
            let rect = Rect(x: span.lowerBound, y: reach.minY - dy, width: span.upperBound - span.lowerBound,
                            height: reach.height + 2 * dy).pixels.intersection(bounds)
            return rect.isEmpty ? nil : rect
        }
    }
}

extension Rect {
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    func scaled(by s: Double) -> Rect {
        Rect(x: x * s, y: y * s, width: width * s, height: height * s)
    }

    /// The whole pixels this rectangle touches, at least in part.
    var pixels: DeviceRect {
        guard width > 0, height > 0 else { return DeviceRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        return DeviceRect(x: x0, y: y0, width: Int(maxX.rounded(.up)) - x0, height: Int(maxY.rounded(.up)) - y0)
    }
}
