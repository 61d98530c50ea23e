/// One piece of an outline as a Bézier curve of its points: two for a line,
/// three for a quadratic curve, four for a cubic one.
struct PathSegment {
    var points: [CGPoint]

    var start: CGPoint { points[0] }
    var end: CGPoint { points[points.count - 1] }

    /// The piece as the element that draws it from `start`.
    var element: Path.Element {
        switch points.count {
        case 2: .line(to: end)
        case 3: .quadCurve(to: end, control: points[1])
        default: .curve(to: end, control1: points[1], control2: points[2])
        }
    }

    func point(at t: Double) -> CGPoint { split(at: t).0.end }

    /// The curve before `t` and the curve after it, by de Casteljau's
    /// construction.
    func split(at t: Double) -> (PathSegment, PathSegment) {
        var level = points, before = [points[0]], after = [points[points.count - 1]]
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { a, b in CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            before.append(level[0])
            after.append(level[level.count - 1])
        }
        return (PathSegment(points: before), PathSegment(points: after.reversed()))
    }

    /// The curve between parameters `t0` and `t1`.
    func part(from t0: Double, to t1: Double) -> PathSegment {
        let tail = t0 > 0 ? split(at: t0).1 : self
        return t1 < 1 ? tail.split(at: (t1 - t0) / (1 - t0)).0 : tail
    }

    /// The points where the curve goes furthest in x or y: its ends, and
    /// where it turns back between them.
    var extremes: [CGPoint] {
        let turns = Self.turns(points.map(\.x)) + Self.turns(points.map(\.y))
        return [start, end] + turns.map(point(at:))
    }

    /// Where a Bézier curve of `values` in one axis stands still, strictly
    /// between its ends: the roots of its derivative.
    private static func turns(_ values: [Double]) -> [Double] {
        let slopes = zip(values, values.dropFirst()).map { $1 - $0 }
        let roots: [Double]
        switch slopes.count {
        case 2:
            // The derivative is linear: from slopes[0] to slopes[1].
            let change = slopes[0] - slopes[1]
            roots = change == 0 ? [] : [slopes[0] / change]
        case 3:
            // The derivative as a t² + b t + c, from its Bernstein form.
            let (p, q, r) = (slopes[0], slopes[1], slopes[2])
            let a = p - 2 * q + r, b = 2 * (q - p), c = p
            if abs(a) <= 1e-12 * (abs(b) + abs(c)) {
                roots = b == 0 ? [] : [-c / b]
            } else {
                let discriminant = b * b - 4 * a * c
                guard discriminant >= 0 else { return [] }
                let root = discriminant.squareRoot()
                roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        default:
            roots = []
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The length along the curve. A curve lies between its chord and its
    /// control polygon; halves are measured until the two nearly meet, and
    /// Gravesen's blend of them, exact for a line, gives the rest.
    var length: Double { Self.length(of: points, depth: 0) }

    private static func length(of points: [CGPoint], depth: Int) -> Double {
        let chord = points[0].distance(to: points[points.count - 1])
        let polygon = zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        let degree = Double(points.count - 1)
        guard polygon - chord > 1e-4 * polygon, depth < 24 else {
            return (2 * chord + (degree - 1) * polygon) / (degree + 1)
        }
        let (before, after) = PathSegment(points: points).split(at: 0.5)
        return length(of: before.points, depth: depth + 1) + length(of: after.points, depth: depth + 1)
    }

    /// The parameter `distance` along the curve from its start.
    func parameter(atLength distance: Double) -> Double {
        if points.count == 2 { return distance / length }
        var low = 0.0, high = 1.0
        for _ in 0..<48 {
            let middle = (low + high) / 2
            if split(at: middle).0.length < distance { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}

/// A walk along a path's elements: where the pen is, and where its subpath
/// began, for a close to draw back to. A line before any move starts at the
/// origin.
struct PathCursor {
    private(set) var current = CGPoint.zero
    private var subpathStart = CGPoint.zero

    /// The piece `element` draws from the current point, nil for a move; the
    /// pen then stands at its end.
    mutating func advance(over element: Path.Element) -> PathSegment? {
        let segment: PathSegment
        switch element {
        case .move(let point):
            (current, subpathStart) = (point, point)
            return nil
        case .line(let point): segment = PathSegment(points: [current, point])
        case .quadCurve(let point, let control): segment = PathSegment(points: [current, control, point])
        case .curve(let point, let c1, let c2): segment = PathSegment(points: [current, c1, c2, point])
        case .closeSubpath: segment = PathSegment(points: [current, subpathStart])
        }
        current = segment.end
        return segment
    }
}
