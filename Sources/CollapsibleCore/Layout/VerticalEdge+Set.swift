extension VerticalEdge {
    /// SwiftUI's `VerticalEdge.Set`: the top, the bottom, or both.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        public init(_ edge: VerticalEdge) { self.init(rawValue: edge == .top ? 1 : 2) }

        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}
