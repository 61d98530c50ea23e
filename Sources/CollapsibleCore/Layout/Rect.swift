/// Core Graphics' rectangle, its origin and size kept as four lengths.
public struct Rect: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public init() { self.init(x: 0, y: 0, width: 0, height: 0) }

    public static let zero = Rect()

    /// Where there is no rectangle at all, as between two that do not meet:
    /// Core Graphics puts it at infinity.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// The smallest rectangle that holds all of `points`; `.null` for none.
    init(bounding points: [Point]) {
        guard let first = points.first else {
            self = .null
            return
        }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (x0, x1) = (Swift.min(x0, point.x), Swift.max(x1, point.x))
            (y0, y1) = (Swift.min(y0, point.y), Swift.max(y1, point.y))
        }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var origin: Point {
        get { Point(x: x, y: y) }
        set { x = newValue.x; y = newValue.y }
    }

    public var size: Size {
        get { Size(width: width, height: height) }
        set { width = newValue.width; height = newValue.height }
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    public var isNull: Bool { x == .infinity || y == .infinity }

    public var isEmpty: Bool { isNull || width == 0 || height == 0 }

    /// The same rectangle with no negative width or height, as Core Graphics
    /// reads one before it moves it or combines it with another.
    public var standardized: Rect {
        guard !isNull else { return .null }
        return Rect(x: Swift.min(x, x + width), y: Swift.min(y, y + height), width: abs(width), height: abs(height))
    }

    /// Half-open, as a frame is: a point on the shared edge of two touching
    /// frames belongs to the one on its right.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        guard !isNull else { return self }
        let moved = standardized
        return Rect(x: moved.x + dx, y: moved.y + dy, width: moved.width, height: moved.height)
    }

    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let a = standardized, b = other.standardized
        let x0 = Swift.min(a.minX, b.minX), y0 = Swift.min(a.minY, b.minY)
        let x1 = Swift.max(a.maxX, b.maxX), y1 = Swift.max(a.maxY, b.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Where the two overlap: `.null` where they do not meet, a rectangle of
    /// no width or no height where they only touch, as Core Graphics answers.
    public func intersection(_ other: Rect) -> Rect {
        guard !isNull, !other.isNull else { return .null }
        let a = standardized, b = other.standardized
        let x0 = Swift.max(a.minX, b.minX), y0 = Swift.max(a.minY, b.minY)
        let x1 = Swift.min(a.maxX, b.maxX), y1 = Swift.min(a.maxY, b.maxY)
        guard x0 <= x1, y0 <= y1 else { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// This rectangle, given in `frame`'s terms, in `other`'s: the same
    /// place relative to it, scaled with it.
    func mapped(from frame: Rect, to other: Rect) -> Rect {
        let sx = frame.width == 0 ? 1 : other.width / frame.width
        let sy = frame.height == 0 ? 1 : other.height / frame.height
        return Rect(x: other.x + (x - frame.x) * sx, y: other.y + (y - frame.y) * sy, width: width * sx, height: height * sy)
    }
}

extension Rect {
    /// The rectangle with no negative size: a spring's overshoot moves a
    /// frame past zero, and nothing is drawn smaller than nothing.
    var sound: Rect { Rect(x: x, y: y, width: max(width, 0), height: max(height, 0)) }
}
