import CCairo
import CollapsibleCore

/// A shadow effect in device pixels: the blur of its items' alpha, drawn beneath them, or as its
/// options say.
struct ShadowGroup {
    var color: Color
    var gaussian: Gaussian
    var offset: Point
    var options: GraphicsContext.ShadowOptions
    /// How the shadow is laid over what is under it: by one of cairo's operators, or by
    /// `plusDarker`, which cairo has none for.
    var laying: Laying

    enum Laying: Equatable {
        case by(cairo_operator_t)
        case plusDarker
    }
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
        options = shadow.options
        // A row's mask leaves out what the row hides, which a shadow above it or of its inverse shows.
        row = isCast && options.isEmpty ? SeparableRow(items, offset: offset) : nil
        switch shadow.blendMode.compositing {
        case .plusDarker: laying = .plusDarker
        case .blend(let operation): laying = .by(operation)
        case .colorMatrix, .mask, .projection: laying = .by(CAIRO_OPERATOR_OVER)
        }
    }

    /// What items touching `bounds` and their shadow can touch: the shadow of what they leave
    /// clear lies everywhere else, as far as the window and a blur past it.
    func reach(_ bounds: Rect) -> Rect {
        if options.contains(.invertsAlpha) { return bounds.insetBy(dx: -Self.everywhere, dy: -Self.everywhere) }
        guard isCast else { return bounds }
        let spread = Double(gaussian.radius)
        return bounds.union(bounds.insetBy(dx: -spread, dy: -spread).offsetBy(offset))
    }

    private static let everywhere = 1e5

    /// Lays the shadow's colour over `cr` as far as `mask` (the blur of the group's alpha, placed
    /// at its box) covers, or with `invertsAlpha` as far as it leaves uncovered: blur is linear,
    /// so the blur of the inverse alpha is one less the blur of the alpha.
    func draw(_ mask: A8Surface?, on cr: OpaquePointer) throws(PainterError) {
        guard isCast else { return }
        switch laying {
        case .by(let operation):
            lay(mask, by: operation, on: cr)
        case .plusDarker:
            let bounds = options.contains(.invertsAlpha)
                ? Rect(x: -Self.everywhere, y: -Self.everywhere, width: 2 * Self.everywhere, height: 2 * Self.everywhere)
                : mask.map { Rect($0.box) }
            guard let bounds else { return }
            try PlusDarker.lay(over: bounds, on: cr) { groupCr in lay(mask, by: CAIRO_OPERATOR_OVER, on: groupCr) }
        }
    }

    /// The shadow's colour laid by `operation`.
    private func lay(_ mask: A8Surface?, by operation: cairo_operator_t, on cr: OpaquePointer) {
        cairo_save(cr)
        if options.contains(.invertsAlpha) {
            cairo_push_group(cr)
            cairo_set_source_rgb(cr, color.red, color.green, color.blue)
            cairo_paint(cr)
            if let mask {
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                cairo_mask_surface(cr, mask.raw, Double(mask.box.x), Double(mask.box.y))
            }
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, operation)
            cairo_paint_with_alpha(cr, color.opacity)
        } else if let mask {
            cairo_set_operator(cr, operation)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            cairo_mask_surface(cr, mask.raw, Double(mask.box.x), Double(mask.box.y))
        }
        cairo_restore(cr)
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
