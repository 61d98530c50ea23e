/// Logical pixels (SwiftUI points) throughout; the painter multiplies by the scale.
public struct Point: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public init() { self.init(x: 0, y: 0) }

    public static let zero = Point()

    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}
