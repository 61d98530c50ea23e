import CCairo
import CollapsibleCore

/// One frame in device pixels with its labels shaped and placed: what the
/// shadow, the backdrop and the items are all drawn from.
struct DeviceScene {
    struct Item {
        var frame: Rect
        var fill: Color?
        var stroke: Stroke?
        var label: Label?

        /// What the item's fill and stroke cover: the frame, and half the
        /// line outside it, since a stroke is centred on the edge.
        var solidBounds: Rect {
            let outset = stroke.map { $0.lineWidth / 2 } ?? 0
            return frame.insetBy(dx: -outset, dy: -outset)
        }
    }

    struct Label {
        /// Glyphs at their final device positions.
        var glyphs: [cairo_glyph_t]
        var font: LabelFont
        var color: Color
        /// The box the glyphs' ink covers.
        var ink: Rect
        /// The pixels the glyphs cover.
        var mask: LabelMask
    }

    struct Shadow {
        var color: Color
        var gaussian: Gaussian
        var offset: Point
    }

    var width: Int
    var height: Int
    var background: Color
    var band: (frame: Rect, color: Color)?
    var items: [Item]
    var shadow: Shadow?

    var bounds: DeviceRect { DeviceRect(x: 0, y: 0, width: width, height: height) }

    /// The whole pixels that items (fills, strokes, label ink) touch.
    static func pixels(of items: [Item]) -> DeviceRect {
        items.reduce(DeviceRect(x: 0, y: 0, width: 0, height: 0)) { pixels, item in
            var touched = pixels.union(item.solidBounds.pixels)
            if let label = item.label { touched = touched.union(label.ink.pixels) }
            return touched
        }
    }

    /// The fills and strokes of the items after `index` that reach over its
    /// label's ink: drawn later, they hide that part of it.
    static func covering(_ items: [Item], label index: Int) -> [Rect] {
        guard let ink = items[index].label?.ink else { return [] }
        return items[(index + 1)...].lazy.map(\.solidBounds).filter { $0.intersects(ink) }
    }
}

extension Rect {
    func scaled(by s: Double) -> Rect {
        Rect(x: x * s, y: y * s, width: width * s, height: height * s)
    }

    /// The whole pixels this rectangle touches, at least in part; one more on
    /// every side when `margin` is 1.
    var pixels: DeviceRect { pixels(margin: 0) }

    func pixels(margin: Int) -> DeviceRect {
        guard width > 0, height > 0 else { return DeviceRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = Int(minX.rounded(.down)) - margin, y0 = Int(minY.rounded(.down)) - margin
        let x1 = Int(maxX.rounded(.up)) + margin, y1 = Int(maxY.rounded(.up)) + margin
        return DeviceRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
