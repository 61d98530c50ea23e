import Glibc

extension Path {
    /// Another path's elements after these, moved by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        append(path.elements, transform: transform)
    }

    /// An arc `delta` long from `startAngle`, as Core Graphics' relative arc:
    /// a positive delta turns the way angles grow, clockwise on the screen.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0,
               transform: transform)
    }

    /// A line from the current point towards `tangent1End`, rounded into an
    /// arc of `radius` that leaves towards `tangent2End`, as Core Graphics'
    /// `addArc(tangent1End:tangent2End:radius:)`: the arc touches both lines.
    /// Where the points lie on one line, or there is no current point to
    /// start from, a line to `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint.map({ $0.applying(transform.inverted()) }) else {
            append([.move(to: p1)], transform: transform)
            return
        }
        let a = (x: p0.x - p1.x, y: p0.y - p1.y), b = (x: p2.x - p1.x, y: p2.y - p1.y)
        let la = hypot(a.x, a.y), lb = hypot(b.x, b.y)
        let cross = a.x * b.y - a.y * b.x
        guard la > 0, lb > 0, abs(cross) > 1e-12, radius > 0, radius.isFinite else {
            append([.line(to: p1)], transform: transform)
            return
        }
        let u = (x: a.x / la, y: a.y / la), v = (x: b.x / lb, y: b.y / lb)
        let half = acos(max(-1, min(1, u.x * v.x + u.y * v.y))) / 2
        let along = radius / tan(half), out = radius / sin(half)
        let start = CGPoint(x: p1.x + u.x * along, y: p1.y + u.y * along), end = CGPoint(x: p1.x + v.x * along, y: p1.y + v.y * along)
        let bisector = (x: u.x + v.x, y: u.y + v.y), length = hypot(bisector.x, bisector.y)
        let center = CGPoint(x: p1.x + bisector.x / length * out, y: p1.y + bisector.y / length * out)
        let from = atan2(start.y - center.y, start.x - center.x), to = atan2(end.y - center.y, end.x - center.x)
        // The arc joins its start to the current point with a line, and goes the short way round.
        addArc(center: center, radius: radius, startAngle: .radians(from), endAngle: .radians(to), clockwise: cross > 0,
               transform: transform)
    }
}
