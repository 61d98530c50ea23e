/// A picture measured the way a person measures a screenshot: where a shape
/// ends, to a fraction of a pixel, and where a label's ink sits.
extension Image {
    enum Direction {
        case left, right, up, down

        var step: (x: Int, y: Int) {
            switch self {
            case .left: (-1, 0)
            case .right: (1, 0)
            case .up: (0, -1)
            case .down: (0, 1)
            }
        }
    }

    /// Where the shape whose colour is at (x, y) ends, going `direction`, in
    /// pixel coordinates (pixel 10 spans 10.0 to 11.0). Past its last pixel of
    /// that colour comes one it covers in part, then what lies beyond: the
    /// part is read from where that pixel's colour falls between the two. A
    /// line a pixel wide of the colour `across`, drawn over the shape, is
    /// stepped over. Nil when the shape reaches the picture's side.
    func edge(from x: Int, _ y: Int, _ direction: Direction, tolerance: Int = 3, across line: UInt32? = nil) -> Double? {
        let shape = self[x, y], (dx, dy) = direction.step
        func isShape(_ steps: Int) -> Bool {
            contains(x + steps * dx, y + steps * dy) && Colors.isClose(self[x + steps * dx, y + steps * dy], shape, tolerance: tolerance)
        }
        var last = 0
        while isShape(last + 1)
            || line.map { isShape(last + 2) && Colors.isClose(self[x + (last + 1) * dx, y + (last + 1) * dy], $0) } == true {
            last += 1
        }
        let (lastX, lastY) = (x + last * dx, y + last * dy)
        guard contains(lastX + 2 * dx, lastY + 2 * dy) else { return nil }
        let covered = Colors.coverage(of: self[lastX + dx, lastY + dy], between: shape,
                                      and: self[lastX + 2 * dx, lastY + 2 * dy])
        switch direction {
        case .left: return Double(lastX) - covered
        case .right: return Double(lastX + 1) + covered
        case .up: return Double(lastY) - covered
        case .down: return Double(lastY + 1) + covered
        }
    }

    func contains(_ x: Int, _ y: Int) -> Bool {
        (0..<width).contains(x) && (0..<height).contains(y)
    }

    /// The centre of the ink on a white ground within `x` and `y`: pixel
    /// centres weighted by how far each is from white. A label drawn fainter
    /// has the same centre, so it tells where a label is whatever its opacity.
    func inkCentre(x: Range<Int>? = nil, y: Range<Int>? = nil) -> (x: Double, y: Double)? {
        var sum = (x: 0.0, y: 0.0, weight: 0.0)
        for row in y ?? 0..<height {
            for column in x ?? 0..<width {
                let (r, g, b) = Colors.channels(self[column, row])
                let weight = Double(255 - min(r, g, b))
                sum = (sum.x + weight * (Double(column) + 0.5), sum.y + weight * (Double(row) + 0.5), sum.weight + weight)
            }
        }
        return sum.weight > 0 ? (sum.x / sum.weight, sum.y / sum.weight) : nil
    }

    /// The pixel within `x` and `y` farthest from white: where a label's ink
    /// covers a pixel whole, its colour.
    func darkest(x: Range<Int>, y: Range<Int>) -> UInt32 {
        y.flatMap { row in x.map { self[$0, row] } }.min { a, b in
            let (p, q) = (Colors.channels(a), Colors.channels(b))
            return min(p.0, p.1, p.2) < min(q.0, q.1, q.2)
        } ?? Colors.white
    }

    /// The box of the pixels within `x` and `y` that `isInk` picks, in whole
    /// pixels; nil when there are none.
    func inkBox(x: Range<Int>? = nil, y: Range<Int>? = nil,
                _ isInk: (UInt32) -> Bool = { !Colors.isClose($0, Colors.white, tolerance: 20) })
        -> (x: ClosedRange<Int>, y: ClosedRange<Int>)?
    {
        var box: (x: ClosedRange<Int>, y: ClosedRange<Int>)?
        for row in y ?? 0..<height {
            for column in x ?? 0..<width where isInk(self[column, row]) {
                box = box.map { (min($0.x.lowerBound, column)...max($0.x.upperBound, column),
                                 min($0.y.lowerBound, row)...max($0.y.upperBound, row)) } ?? (column...column, row...row)
            }
        }
        return box
    }
}

extension Colors {
    /// `color` at `opacity` over `ground`, as the painter composites it.
    static func over(_ color: UInt32, opacity: Double, on ground: UInt32 = white) -> UInt32 {
        let (a, b) = (channels(color), channels(ground))
        func mix(_ top: Int, _ bottom: Int) -> UInt32 { UInt32((Double(top) * opacity + Double(bottom) * (1 - opacity)).rounded()) }
        return mix(a.0, b.0) << 16 | mix(a.1, b.1) << 8 | mix(a.2, b.2)
    }

    /// `Color(white: level)`.
    static func white(_ level: Double) -> UInt32 {
        let value = UInt32((level * 255).rounded())
        return value << 16 | value << 8 | value
    }

    /// How much of a pixel `shape` covers, where `beyond` shows through the
    /// rest, read from the channel where the two differ most.
    static func coverage(of pixel: UInt32, between shape: UInt32, and beyond: UInt32) -> Double {
        let (p, s, b) = (channels(pixel), channels(shape), channels(beyond))
        let pairs = [(p.0, s.0, b.0), (p.1, s.1, b.1), (p.2, s.2, b.2)]
        let (value, full, empty) = pairs.max { abs($0.1 - $0.2) < abs($1.1 - $1.2) }!
        guard full != empty else { return 0 }
        return min(max(Double(value - empty) / Double(full - empty), 0), 1)
    }

    /// What the programs of Examples/Programs name, beyond the exercise's colours.
    static let green: UInt32 = 0x34C759
    static let teal: UInt32 = 0x30B0C7
    static let indigo: UInt32 = 0x5856D6
    static let pink: UInt32 = 0xFF2D55
    static let black: UInt32 = 0x000000
    /// `systemGray5` and `systemGray6` over white.
    static let gray5: UInt32 = 0xE5E5EA
    static let gray6: UInt32 = 0xF2F2F7
}
