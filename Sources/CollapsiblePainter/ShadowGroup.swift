import CollapsibleCore

/// A shadow effect in device pixels: the blur of its items' alpha, drawn beneath them.
struct ShadowGroup {
    var color: Color
    var gaussian: Gaussian
    var offset: Point
    /// Whether the offset is a finite number: any other casts the shadow nowhere to be seen.
    var isCast: Bool
    /// The items as a row of opaque rectangles of one height, when they are one.
    var row: SeparableRow?

    init(_ shadow: Shadow, of items: [DeviceItem], scale s: Double) {
        color = shadow.color
        // A radius of 0 is a hard shadow; a tiny blur stands in for it, and for one not a number.
        gaussian = Gaussian(sigma: shadow.radius * s > 1e-3 ? shadow.radius * s : 1e-3)
        offset = Point(x: shadow.offset.x * s, y: shadow.offset.y * s)
        isCast = offset.x.isFinite && offset.y.isFinite
        row = isCast ? SeparableRow(items, offset: offset) : nil
    }

    /// What items touching `bounds` and their shadow can touch.
    func reach(_ bounds: Rect) -> Rect {
        guard isCast else { return bounds }
        let spread = Double(gaussian.radius)
        return bounds.union(bounds.insetBy(dx: -spread, dy: -spread).offsetBy(offset))
    }
}

/// A group whose alpha is a row of opaque rectangles of one height, with labels over them: its
/// shadow is the outer product of the row's blurred extent across and down, offset included.
/// The labels' ink that pokes out of the rectangles adds its own blur.
struct SeparableRow: Equatable {
    var across: [ClosedRange<Double>]
    var down: ClosedRange<Double>

    init?(_ items: [DeviceItem], offset: Point) {
        // Each opaque fill, grown by the opaque strokes on its outline.
        var solids: [Rect] = [], fills: [Rect] = []
        for item in items {
            switch item.content {
            case .label: continue
            case .opacity, .shadow, .transform, .clip, .blur, .composited, .picture, .paths: return nil
            case .shape(let shape):
                if shape.isOpaqueFill {
                    solids.append(shape.frame)
                    fills.append(shape.frame)
                    continue
                }
                guard case .rectangle = shape.kind, case .stroke(let paint, let style) = shape.paint, style.isSolid else { return nil }
                guard style.lineWidth > 0 else { continue }
                guard paint.isOpaque, let index = fills.lastIndex(of: shape.frame), let bounds = shape.bounds else { return nil }
                solids[index] = solids[index].union(bounds)
            }
        }
        guard let first = solids.first, solids.allSatisfy({ $0.minY == first.minY && $0.maxY == first.maxY }) else { return nil }
        across = Intervals.union(solids.map { ($0.minX + offset.x)...($0.maxX + offset.x) })
        down = (first.minY + offset.y)...(first.maxY + offset.y)
    }
}
