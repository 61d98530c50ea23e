import CCairo
import CollapsibleCore
import Glibc

/// An angular gradient as cairo draws it. Cairo has no conic gradient, so
/// the turn is cut into thin sectors, each a patch of a mesh pattern from
/// the centre out past the frame's corners, its colour running from one
/// edge to the other: across a sector so narrow the arc's Bézier keeps the
/// colour in step with the angle.
struct ConicMesh {
    var stops: [Gradient.Stop]
    var center: (x: Double, y: Double)
    /// Radians, clockwise from the right.
    var start: Double
    var end: Double
    var frame: Rect

    /// The widest sector: a sixty-fourth of a turn.
    private static let widest = Double.pi / 32

    func pattern() -> OpaquePointer? {
        guard start.isFinite, end.isFinite, let first = stops.first, let last = stops.last else { return nil }
        // The same two angles make a whole turn; more than a turn draws its last one.
        var from = start, span = end - start
        if span == 0 { span = 2 * .pi }
        if span < 0 { return nil }
        if span > 2 * .pi { (from, span) = (end - 2 * .pi, 2 * .pi) }
        let corners = [(frame.minX, frame.minY), (frame.maxX, frame.minY), (frame.minX, frame.maxY), (frame.maxX, frame.maxY)]
        let radius = corners.map { ((($0.0 - center.x) * ($0.0 - center.x)) + (($0.1 - center.y) * ($0.1 - center.y))).squareRoot() }.max()! + 1
        let gradient = Gradient(stops: stops)
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        // Cut at each stop, so that a hard stop stays hard, and between them as finely as `widest`.
        let cuts = Set(stops.map { min(max($0.location, 0), 1) } + [0, 1]).sorted()
        for (a, b) in zip(cuts, cuts.dropFirst()) where b > a {
            let pieces = Int((span * (b - a) / Self.widest).rounded(.up))
            for piece in 0..<pieces {
                let t0 = a + (b - a) * Double(piece) / Double(pieces), t1 = a + (b - a) * Double(piece + 1) / Double(pieces)
                let c0 = gradient.color(atLocation: t0, after: true) ?? first.color, c1 = gradient.color(atLocation: t1, after: false) ?? last.color
                addSector(to: pattern, from: from + span * t0, to: from + span * t1, radius: radius, colors: (c0, c1))
            }
        }
        // Less than a turn: the rest is the last colour up to halfway, then the first.
        let rest = 2 * .pi - span
        if rest > 0 {
            let middle = from + span + rest / 2
            addSectors(to: pattern, from: from + span, to: middle, radius: radius, color: last.color)
            addSectors(to: pattern, from: middle, to: from + 2 * .pi, radius: radius, color: first.color)
        }
        return pattern
    }

    private func addSectors(to pattern: OpaquePointer, from a: Double, to b: Double, radius: Double, color: Color) {
        let pieces = Int(((b - a) / Self.widest).rounded(.up))
        for piece in 0..<pieces {
            addSector(to: pattern, from: a + (b - a) * Double(piece) / Double(pieces), to: a + (b - a) * Double(piece + 1) / Double(pieces),
                      radius: radius, colors: (color, color))
        }
    }

    /// A patch from the centre out to the arc from `a` to `b`: its corners
    /// the centre, the arc's ends and the centre again, coloured `colors.0`
    /// on the side of `a` and `colors.1` on the side of `b`.
    private func addSector(to pattern: OpaquePointer, from a: Double, to b: Double, radius r: Double, colors: (Color, Color)) {
        let k = 4.0 / 3 * tan((b - a) / 4) * r
        let p0 = (x: center.x + r * cos(a), y: center.y + r * sin(a)), p1 = (x: center.x + r * cos(b), y: center.y + r * sin(b))
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, center.x, center.y)
        cairo_mesh_pattern_line_to(pattern, p0.x, p0.y)
        cairo_mesh_pattern_curve_to(pattern, p0.x - k * sin(a), p0.y + k * cos(a), p1.x + k * sin(b), p1.y - k * cos(b), p1.x, p1.y)
        cairo_mesh_pattern_line_to(pattern, center.x, center.y)
        for (corner, color) in [colors.0, colors.0, colors.1, colors.1].enumerated() {
            cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.opacity)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }
}
