extension Axis {
    /// SwiftUI's `Axis.Set`: some of the two axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)

        func contains(_ axis: Axis) -> Bool { contains(axis == .horizontal ? Set.horizontal : Set.vertical) }
    }
}
