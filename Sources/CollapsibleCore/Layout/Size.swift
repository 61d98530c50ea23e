public struct Size: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }

    public init() { self.init(width: 0, height: 0) }

    public static let zero = Size()
}
