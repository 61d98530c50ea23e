extension Path {
    /// The path as straight lines: each subpath a list of points, a curve
    /// cut into `segments` chords. Closed subpaths end where they began.
    func polylines(segments: Int = 16) -> [[CGPoint]] {
        var lines: [[CGPoint]] = [], current: [CGPoint] = []
        var start = CGPoint(x: 0, y: 0), last = CGPoint(x: 0, y: 0)
        func finish() {
            if current.count > 1 { lines.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current = [point]
                start = point
                last = point
            case .line(let point):
                if current.isEmpty { current = [last] }
                current.append(point)
                last = point
            case .quadCurve(let point, let control):
                if current.isEmpty { current = [last] }
                let p0 = last
                for i in 1...segments {
                    let t = Double(i) / Double(segments), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * control.x + t * t * point.x,
                                           y: u * u * p0.y + 2 * u * t * control.y + t * t * point.y))
                }
                last = point
            case .curve(let point, let c1, let c2):
                if current.isEmpty { current = [last] }
                let p0 = last
                for i in 1...segments {
                    let t = Double(i) / Double(segments), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * point.x,
                                           y: a * p0.y + b * c1.y + c * c2.y + d * point.y))
                }
                last = point
            case .closeSubpath:
                if !current.isEmpty, current.last != start { current.append(start) }
                finish()
                last = start
            }
        }
        finish()
        return lines
    }

    /// Whether `point` is inside the path filled by the nonzero winding
    /// rule, SwiftUI's default fill; every subpath counts as closed.
    public func contains(_ point: CGPoint) -> Bool {
        var winding = 0
        for line in polylines() {
            for (a, b) in zip(line, line.dropFirst() + [line[0]]) {
                if a.y <= point.y {
                    if b.y > point.y, side(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, side(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return winding != 0
    }

    private func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
