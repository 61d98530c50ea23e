import CCairo
import CollapsibleCore

/// An effect that composites a group as a whole, in device pixels: laid over what is under it by
/// another operator, its colours through a matrix, kept where a mask covers it, or drawn through
/// a transform with perspective. Each draws the group in a painting of its own.
enum Compositing {
    case blend(cairo_operator_t)
    /// `plusDarker`, for which cairo has no operator.
    case plusDarker
    case colorMatrix(ColorMatrix)
    /// The mask's items, in the same coordinates as the group's.
    case mask([DeviceItem])
    case projection(DeviceProjection)

    /// What a group touching `bounds` can touch once composited; nil for nothing.
    func reach(_ bounds: Rect) -> Rect? {
        switch self {
        case .blend, .plusDarker, .colorMatrix: bounds
        case .mask(let items): DeviceItem.union(items).flatMap(bounds.intersection)
        case .projection(let projection): projection.map(bounds)
        }
    }

    /// Draws `items`, composited, where they show in `box` of `frame`.
    func draw(_ items: [DeviceItem], in list: DeviceList, clip box: DeviceRect, of frame: DeviceRect,
              on cr: OpaquePointer) throws(PainterError) {
        switch self {
        case .blend(let operation):
            guard let bounds = DeviceItem.union(items) else { return }
            cairo_save(cr)
            // The operators that change what lies under the group's clear pixels too (clear,
            // copy, the ins and outs) change it only within the group's bounds, as a frame's
            // changes count them.
            let reach = bounds.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack).pixels
            reach.addRectangle(on: cr)
            cairo_clip(cr)
            cairo_push_group(cr)
            try FramePainting.draw(items, in: list, clip: box, of: frame, on: cr)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, operation)
            cairo_paint(cr)
            cairo_restore(cr)
        case .plusDarker:
            try PlusDarker.draw(items, in: list, clip: box, of: frame, on: cr)
        case .mask(let mask):
            cairo_push_group(cr)
            try FramePainting.draw(items, in: list, clip: box, of: frame, on: cr)
            let content = cairo_pop_group(cr)
            cairo_push_group(cr)
            try FramePainting.draw(mask, in: list, clip: box, of: frame, on: cr)
            let coverage = cairo_pop_group(cr)
            defer { cairo_pattern_destroy(content); cairo_pattern_destroy(coverage) }
            cairo_set_source(cr, content)
            cairo_mask(cr, coverage)
        case .colorMatrix(let matrix):
            guard let group = try Self.drawn(items, in: list, of: frame) else { return }
            let output = group.box.intersection(box)
            guard !output.isEmpty else { return }
            PixelColors(matrix).apply(to: group)
            cairo_set_source_surface(cr, group.raw, Double(group.box.x), Double(group.box.y))
            output.addRectangle(on: cr)
            cairo_fill(cr)
        case .projection(let projection):
            guard let group = try Self.drawn(items, in: list, of: frame),
                  let reach = projection.map(Rect(group.box)) else { return }
            let output = reach.pixels.intersection(box)
            guard !output.isEmpty else { return }
            let projected = try GroupSurface(output)
            projection.resample(group, into: projected)
            cairo_set_source_surface(cr, projected.raw, Double(output.x), Double(output.y))
            cairo_paint(cr)
        }
    }

    /// `items` drawn on a surface of their own, as far as the frame's pixels reach, whatever
    /// the box: each pixel of a part comes out as in the whole frame.
    private static func drawn(_ items: [DeviceItem], in list: DeviceList, of frame: DeviceRect) throws(PainterError) -> GroupSurface? {
        guard let bounds = DeviceItem.union(items) else { return nil }
        let source = bounds.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack).pixels.intersection(frame)
        guard !source.isEmpty else { return nil }
        let group = try GroupSurface(source), groupCr = cairo_create(group.raw)!
        defer { cairo_destroy(groupCr) }
        cairo_translate(groupCr, -Double(source.x), -Double(source.y))
        try FramePainting.draw(items, in: list, clip: source, of: source, on: groupCr)
        try PainterError.check(cairo_status(groupCr), "drawing a composited group's \(source.width)x\(source.height) surface")
        cairo_surface_flush(group.raw)
        return group
    }
}

extension GraphicsContext.BlendMode {
    /// How cairo lays a group over what is under it by the mode's formula.
    var compositing: Compositing {
        switch self {
        case .multiply: .blend(CAIRO_OPERATOR_MULTIPLY)
        case .screen: .blend(CAIRO_OPERATOR_SCREEN)
        case .overlay: .blend(CAIRO_OPERATOR_OVERLAY)
        case .darken: .blend(CAIRO_OPERATOR_DARKEN)
        case .lighten: .blend(CAIRO_OPERATOR_LIGHTEN)
        case .colorDodge: .blend(CAIRO_OPERATOR_COLOR_DODGE)
        case .colorBurn: .blend(CAIRO_OPERATOR_COLOR_BURN)
        case .softLight: .blend(CAIRO_OPERATOR_SOFT_LIGHT)
        case .hardLight: .blend(CAIRO_OPERATOR_HARD_LIGHT)
        case .difference: .blend(CAIRO_OPERATOR_DIFFERENCE)
        case .exclusion: .blend(CAIRO_OPERATOR_EXCLUSION)
        case .hue: .blend(CAIRO_OPERATOR_HSL_HUE)
        case .saturation: .blend(CAIRO_OPERATOR_HSL_SATURATION)
        case .color: .blend(CAIRO_OPERATOR_HSL_COLOR)
        case .luminosity: .blend(CAIRO_OPERATOR_HSL_LUMINOSITY)
        case .clear: .blend(CAIRO_OPERATOR_CLEAR)
        case .copy: .blend(CAIRO_OPERATOR_SOURCE)
        case .sourceIn: .blend(CAIRO_OPERATOR_IN)
        case .sourceOut: .blend(CAIRO_OPERATOR_OUT)
        case .sourceAtop: .blend(CAIRO_OPERATOR_ATOP)
        case .destinationOver: .blend(CAIRO_OPERATOR_DEST_OVER)
        case .destinationIn: .blend(CAIRO_OPERATOR_DEST_IN)
        case .destinationOut: .blend(CAIRO_OPERATOR_DEST_OUT)
        case .destinationAtop: .blend(CAIRO_OPERATOR_DEST_ATOP)
        case .xor: .blend(CAIRO_OPERATOR_XOR)
        case .plusLighter: .blend(CAIRO_OPERATOR_ADD)
        // Cairo has no operator for it: the painter works it out pixel by pixel.
        case .plusDarker: .plusDarker
        // A mode Core Graphics does not number is laid over as a normal one.
        default: .blend(CAIRO_OPERATOR_OVER)
        }
    }
}
