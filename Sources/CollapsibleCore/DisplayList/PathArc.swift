import Glibc

extension Path {
    /// An arc of the circle around `center`, joined by a line to the current
    /// point if there is one. `clockwise` is Core Graphics': towards smaller
    /// angles, which on a screen, whose y grows downwards, runs
    /// counterclockwise. An arc of a whole turn or more is one circle.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let turn = 2 * Double.pi
        let apart = clockwise ? startAngle.radians - endAngle.radians : endAngle.radians - startAngle.radians
        guard apart.isFinite, radius >= 0, radius.isFinite else { return }
        let rest = apart.truncatingRemainder(dividingBy: turn)
        let along = apart >= turn ? turn : rest < 0 ? rest + turn : rest
        let sweep = clockwise ? -along : along
        // Cubic arcs of at most a quarter turn each, whose control points lie
        // along the tangents, 4/3 tan(angle / 4) of the radius away; a
        // rounding error past a quarter adds no piece.
        let pieces = Int((along / (turn / 4) - 1e-9).rounded(.up))
        let step = sweep / Double(Swift.max(pieces, 1)), k = 4 / 3 * tan(step / 4)
        func point(_ angle: Double, tangent: Double = 0) -> CGPoint {
            CGPoint(x: center.x + radius * (cos(angle) - tangent * sin(angle)),
                    y: center.y + radius * (sin(angle) + tangent * cos(angle)))
        }
        let start = startAngle.radians
        var arc: [Element] = [currentPoint == nil ? .move(to: point(start)) : .line(to: point(start))]
        for piece in 0..<pieces {
            let from = start + step * Double(piece), to = start + step * Double(piece + 1)
            arc.append(.curve(to: point(to), control1: point(from, tangent: k), control2: point(to, tangent: -k)))
        }
        append(arc, transform: transform)
    }
}
