import CCairo
import CollapsibleCore

/// A paint in device pixels: a colour, or a gradient laid over `frame`, the
/// device box of what it paints, as cairo's source.
struct DevicePaint: Equatable {
    var paint: Paint
    var frame: Rect

    /// `paint` over `frame` (device pixels), its radii in points made device pixels.
    init(_ paint: Paint, over frame: Rect, scale s: Double) {
        switch paint {
        case .radialGradient(let gradient, let center, let start, let end):
            self.paint = .radialGradient(gradient, center: center, startRadius: start * s, endRadius: end * s)
        default:
            self.paint = paint
        }
        self.frame = frame
    }

    /// A colour, anywhere.
    init(_ color: Color) {
        paint = .color(color)
        frame = Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Makes it cairo's source, a material's tint for a material; false where it paints
    /// nothing: a gradient with no stops, as SwiftUI draws none.
    func set(on cr: OpaquePointer) -> Bool {
        switch paint {
        case .color(let color), .material(_, let color):
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            return true
        default:
            break
        }
        guard let stops = paint.gradient?.drawnStops, !stops.isEmpty, isPlaced, let pattern = pattern(stops) else { return false }
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        return true
    }

    /// Whether every point, radius and angle of the gradient is a number: cairo stops drawing the
    /// whole frame at one that is not, where the view draws only this gradient's item as nothing.
    private var isPlaced: Bool {
        let numbers: [Double] = switch paint {
        case .color, .material: []
        case .linearGradient(_, let start, let end): [start.x, start.y, end.x, end.y]
        case .radialGradient(_, let center, let start, let end), .ellipticalGradient(_, let center, let start, let end):
            [center.x, center.y, start, end]
        case .angularGradient(_, let center, let start, let end): [center.x, center.y, start.radians, end.radians]
        }
        return (numbers + [frame.x, frame.y, frame.width, frame.height]).allSatisfy(\.isFinite)
    }

    private func point(_ unit: UnitPoint) -> (x: Double, y: Double) {
        (frame.x + unit.x * frame.width, frame.y + unit.y * frame.height)
    }

    private func pattern(_ stops: [Gradient.Stop]) -> OpaquePointer? {
        let pattern: OpaquePointer?
        switch paint {
        case .color, .material:
            return nil
        case .linearGradient(_, let start, let end):
            let (a, b) = (point(start), point(end))
            pattern = cairo_pattern_create_linear(a.x, a.y, b.x, b.y)
        case .radialGradient(_, let center, let start, let end):
            let c = point(center)
            pattern = cairo_pattern_create_radial(c.x, c.y, max(start, 0), c.x, c.y, max(end, 0))
        case .ellipticalGradient(_, let center, let start, let end):
            // Circles in the unit square, which the matrix stretches over the frame.
            guard frame.width > 0, frame.height > 0 else { return nil }
            pattern = cairo_pattern_create_radial(center.x, center.y, max(start, 0), center.x, center.y, max(end, 0))
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / frame.width, 1 / frame.height)
            cairo_matrix_translate(&matrix, -frame.x, -frame.y)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .angularGradient(_, let center, let start, let end):
            return ConicMesh(stops: stops, center: point(center), start: start.radians, end: end.radians, frame: frame).pattern()
        }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.opacity)
        }
        if let spread = paint.gradient?._spread {
            cairo_pattern_set_extend(pattern, spread == .repeat ? CAIRO_EXTEND_REPEAT : spread == .mirror ? CAIRO_EXTEND_REFLECT : CAIRO_EXTEND_PAD)
        }
        return pattern
    }
}
