extension Path {
    /// The path as straight lines: each subpath a list of points, a curve
    /// cut into `segments` chords. Closed subpaths end where they began.
    func polylines(segments: Int = 16) -> [[CGPoint]] {
        var lines: [[CGPoint]] = [], current: [CGPoint] = [], cursor = PathCursor()
        func finish() {
            if current.count > 1 { lines.append(current) }
            current = []
        }
        for element in elements {
            guard let segment = cursor.advance(over: element) else {
                finish()
                current = [cursor.current]
                continue
            }
            if element == .closeSubpath {
                if !current.isEmpty, current.last != segment.end { current.append(segment.end) }
                finish()
                continue
            }
            if current.isEmpty { current = [segment.start] }
            current += segment.points.count == 2
                ? [segment.end] : (1...segments).map { segment.point(at: Double($0) / Double(segments)) }
        }
        finish()
        return lines
    }

    /// Whether `point` is inside the path filled by the nonzero winding
    /// rule, SwiftUI's default fill, or with `eoFill` the even-odd one;
    /// every subpath counts as closed.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
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
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
