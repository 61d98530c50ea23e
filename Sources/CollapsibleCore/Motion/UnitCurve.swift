/// A timing curve from 0 to 1: SwiftUI's `UnitCurve`, a cubic Bezier from
/// (0, 0) to (1, 1) through two control points.
public struct UnitCurve: Hashable, Sendable {
    public let p1: Point
    public let p2: Point

    public init(p1: Point, p2: Point) {
        self.p1 = p1
        self.p2 = p2
    }

    public func hash(into hasher: inout Hasher) {
        for coordinate in [p1.x, p1.y, p2.x, p2.y] { hasher.combine(coordinate) }
    }

    public static let linear = UnitCurve(p1: Point(x: 0, y: 0), p2: Point(x: 1, y: 1))
    public static let easeIn = UnitCurve(p1: Point(x: 0.42, y: 0), p2: Point(x: 1, y: 1))
    public static let easeOut = UnitCurve(p1: Point(x: 0, y: 0), p2: Point(x: 0.58, y: 1))
    public static let easeInOut = UnitCurve(p1: Point(x: 0.42, y: 0), p2: Point(x: 0.58, y: 1))

    /// How far the curve is at `progress` of its time: solves x(s) = progress
    /// for the Bezier's parameter s, then returns y(s).
    public func value(at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return Self.sample(solveX(progress), p1.y, p2.y)
    }

    /// The curve's slope at `progress`: how fast it goes there, in wholes
    /// per whole duration.
    public func velocity(at progress: Double) -> Double {
        // At an end where a control point sits, both slopes vanish: their
        // ratio is taken just inside.
        let s = min(max(solveX(min(max(progress, 0), 1)), 1e-6), 1 - 1e-6)
        let dx = Self.derivative(s, p1.x, p2.x), dy = Self.derivative(s, p1.y, p2.y)
        return dx == 0 ? (dy == 0 ? 0 : .infinity) : dy / dx
    }

    private static let epsilon = 1e-6

    /// Newton's method from x itself, which converges in a few steps on these
    /// curves, with bisection as the fallback where the slope vanishes.
    private func solveX(_ x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.sample(s, p1.x, p2.x) - x
            if abs(error) < Self.epsilon { return s }
            let d = Self.derivative(s, p1.x, p2.x)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        while high - low > Self.epsilon / 4 {
            let value = Self.sample(s, p1.x, p2.x)
            if abs(value - x) < Self.epsilon { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the Bezier in power form: ((a s + b) s + c) s.
    private static func sample(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1, b = 3 * (c2 - c1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1, b = 3 * (c2 - c1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }
}
