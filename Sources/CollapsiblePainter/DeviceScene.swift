import CCairo
import CollapsibleCore

/// One frame in device pixels, labels shaped and placed: what every cairo
/// call of the frame is made from, and what the next frame is compared to.
struct DeviceScene {
    struct Item {
        var frame: Rect
        var fill: Color?
        var stroke: Stroke?
        var label: Label?

        /// The fill and stroke: the frame, and half the line outside it.
        var solidBounds: Rect {
            let outset = stroke.map { $0.lineWidth / 2 } ?? 0
            return frame.insetBy(dx: -outset, dy: -outset)
        }

        var bounds: Rect { label.map { solidBounds.union($0.ink) } ?? solidBounds }
    }

    struct Label {
        /// Glyphs at their final device positions.
        var glyphs: [cairo_glyph_t]
        var font: LabelFont
        var color: Color
        var ink: Rect
    }

    var width: Int
    var height: Int
    var background: Color
    var band: (frame: Rect, color: Color)?
    var items: [Item]
    var shadow: (color: Color, gaussian: Gaussian, offset: Point, separable: ShadowMask.Separable?)?

    var bounds: DeviceRect { DeviceRect(x: 0, y: 0, width: width, height: height) }

    /// The pixels that differ from `old`, a frame of the same items
    /// elsewhere, as a few rectangles; nil when its shadow is made
    /// otherwise and so differs everywhere. They are the columns around
    /// each edge and label that moved, over the rows the row and its shadow
    /// reach: a pixel that no edge crossed is covered by the same items as
    /// before, and the shadow changes no further than its kernel reaches.
    func changes(since old: DeviceScene) -> [DeviceRect]? {
        guard old.shadow?.separable?.down == shadow?.separable?.down else { return nil }
        var spans: [ClosedRange<Double>] = [], top = Double.infinity, bottom = -Double.infinity
        for (a, b) in zip(old.items, items) {
            if a.frame.minY != b.frame.minY || a.frame.maxY != b.frame.maxY {
                spans.append(min(a.bounds.minX, b.bounds.minX)...max(a.bounds.maxX, b.bounds.maxX))
            } else if a.frame == b.frame && a.label?.ink == b.label?.ink {
                continue
            }
            for (p, q) in [(a.frame.minX, b.frame.minX), (a.frame.maxX, b.frame.maxX)] where p != q { spans.append(min(p, q)...max(p, q)) }
            for ink in [a.label?.ink, b.label?.ink].compactMap({ $0 }) { spans.append(ink.minX...ink.maxX) }
            top = min(top, a.bounds.minY, b.bounds.minY)
            bottom = max(bottom, a.bounds.maxY, b.bounds.maxY)
        }
        guard top < bottom else { return [] }
        // Anti-aliasing and whole-pixel glyph positions reach a pixel past
        // the outlines, strokes half their width past the frame.
        let stroke = items.compactMap { $0.stroke?.lineWidth }.max().map { $0 / 2 } ?? 0
        let blur = shadow.map { Double($0.gaussian.radius) } ?? 0
        let dx = stroke + blur + 2 + abs(shadow?.offset.x ?? 0), dy = blur + 2 + abs(shadow?.offset.y ?? 0)
        let rows = Rect(x: 0, y: top - dy, width: 1, height: bottom - top + 2 * dy).pixels
        return Gaussian.union(spans.map { ($0.lowerBound - dx)...($0.upperBound + dx) }).compactMap { span in
            let columns = Rect(x: span.lowerBound, y: 0, width: span.upperBound - span.lowerBound, height: 1).pixels
            let rect = DeviceRect(x: columns.x, y: rows.y, width: columns.width, height: rows.height).intersection(bounds)
            return rect.isEmpty ? nil : rect
        }
    }
}

extension Rect {
    func scaled(by s: Double) -> Rect {
        Rect(x: x * s, y: y * s, width: width * s, height: height * s)
    }

    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The whole pixels this rectangle touches, at least in part.
    var pixels: DeviceRect {
        guard width > 0, height > 0 else { return DeviceRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        return DeviceRect(x: x0, y: y0, width: Int(maxX.rounded(.up)) - x0, height: Int(maxY.rounded(.up)) - y0)
    }
}
