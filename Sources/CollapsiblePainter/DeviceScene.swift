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

        /// What the fill and stroke cover: the frame, and half the line
        /// outside it, since a stroke is centred on the edge.
        var solidBounds: Rect {
            let outset = stroke.map { $0.lineWidth / 2 } ?? 0
            return frame.insetBy(dx: -outset, dy: -outset)
        }

        /// All the item can touch: its fill, stroke and label ink.
        var bounds: Rect { label.map { solidBounds.union($0.ink) } ?? solidBounds }
    }

    struct Label {
        /// Glyphs at their final device positions.
        var glyphs: [cairo_glyph_t]
        var font: LabelFont
        var color: Color
        /// The box the glyphs' ink covers.
        var ink: Rect
    }

    var width: Int
    var height: Int
    var background: Color
    var band: (frame: Rect, color: Color)?
    var items: [Item]
    var shadow: (color: Color, gaussian: Gaussian, offset: Point, shape: ShadowShape)?

    var bounds: DeviceRect { DeviceRect(x: 0, y: 0, width: width, height: height) }

    /// The pixels that differ between `old` and this frame, as a few
    /// rectangles, when the two differ only in where their items are: the
    /// columns around each edge and label that moved, over the rows the
    /// row and its shadow can reach. A pixel whose column no edge crossed
    /// is covered by the same items as before, and the shadow changes no
    /// further than its kernel reaches from a change.
    func changes(since old: DeviceScene) -> [DeviceRect] {
        var spans: [ClosedRange<Double>] = []
        var top = Double.infinity, bottom = -Double.infinity
        for (before, after) in zip(old.items, items)
        where before.frame != after.frame || before.label?.ink != after.label?.ink {
            let (a, b) = (before.frame, after.frame)
            if a.minY != b.minY || a.maxY != b.maxY {
                spans.append(min(a.minX, b.minX)...max(a.maxX, b.maxX))
            }
            for (p, q) in [(a.minX, b.minX), (a.maxX, b.maxX)] where p != q { spans.append(min(p, q)...max(p, q)) }
            for ink in [before.label?.ink, after.label?.ink].compactMap({ $0 }) { spans.append(ink.minX...ink.maxX) }
            top = min(top, before.bounds.minY, after.bounds.minY)
            bottom = max(bottom, before.bounds.maxY, after.bounds.maxY)
        }
        // cairo rasterises a stroke in a path of several, or a label under
        // a clip, a little differently: where those change, repaint whole.
        let (oldRuns, newRuns) = (old.runs, runs)
        for index in items.indices where oldRuns.first(where: { $0.contains(index) }) != newRuns.first(where: { $0.contains(index) })
            || old.covers(of: index) != covers(of: index) {
            let whole = old.items[index].bounds.union(items[index].bounds)
            spans.append(whole.minX...whole.maxX)
            top = min(top, whole.minY)
            bottom = max(bottom, whole.maxY)
        }
        guard top < bottom else { return [] }
        // Anti-aliasing and whole-pixel glyph positions reach a pixel further
        // than the outlines; strokes half their width past the frame.
        let stroke = items.compactMap { $0.stroke?.lineWidth }.max().map { $0 / 2 } ?? 0
        let blur = shadow.map { Double($0.gaussian.radius) } ?? 0
        let dx = stroke + blur + 2 + abs(shadow?.offset.x ?? 0), dy = blur + 2 + abs(shadow?.offset.y ?? 0)
        let columns = Gaussian.union(spans.map { ($0.lowerBound - dx)...($0.upperBound + dx) })
        let rows = Rect(x: 0, y: top - dy, width: 1, height: bottom - top + 2 * dy).pixels
        return columns.compactMap { span in
            let columns = Rect(x: span.lowerBound, y: 0, width: span.upperBound - span.lowerBound, height: 1).pixels
            let rect = DeviceRect(x: columns.x, y: rows.y, width: columns.width, height: rows.height).intersection(bounds)
            return rect.isEmpty ? nil : rect
        }
    }

    /// The items in runs of ones that touch the next and share its stroke,
    /// which `FramePainting` draws as one shape.
    var runs: [Range<Int>] {
        var runs: [Range<Int>] = []
        for index in items.indices {
            if let last = runs.last, items[index].stroke == items[index - 1].stroke,
               items[index].solidBounds.intersects(items[index - 1].solidBounds) {
                runs[runs.count - 1] = last.lowerBound..<index + 1
            } else {
                runs.append(index..<index + 1)
            }
        }
        return runs
    }

    /// The fills and strokes of the later items of its run that reach over
    /// the label of item `index`: drawn before its label, they clip it.
    func covers(of index: Int) -> [Rect] {
        guard let ink = items[index].label?.ink, let run = runs.first(where: { $0.contains(index) }) else { return [] }
        return items[(index + 1)..<run.upperBound].map(\.solidBounds).filter { $0.intersects(ink) }
    }
}

extension Rect {
    func scaled(by s: Double) -> Rect {
        Rect(x: x * s, y: y * s, width: width * s, height: height * s)
    }

    /// The whole pixels this rectangle touches, at least in part.
    var pixels: DeviceRect {
        guard width > 0, height > 0 else { return DeviceRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        let x1 = Int(maxX.rounded(.up)), y1 = Int(maxY.rounded(.up))
        return DeviceRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
