public struct EdgeInsets: Equatable, Sendable {
    public var top, leading, bottom, trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }

    /// The edges with a length more than none.
    var edges: Edge.Set {
        var edges: Edge.Set = []
        if top > 0 { edges.insert(.top) }
        if leading > 0 { edges.insert(.leading) }
        if bottom > 0 { edges.insert(.bottom) }
        if trailing > 0 { edges.insert(.trailing) }
        return edges
    }

    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                   bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }
}

public enum Edge: Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]
    }
}
