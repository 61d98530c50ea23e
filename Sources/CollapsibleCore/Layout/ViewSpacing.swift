/// SwiftUI's `ViewSpacing`: the space a view likes beside each of its
/// edges. Where neither of two neighbours says, the platform's spacing
/// between two views parts them; where one says, the larger of what they
/// say does, so a `Spacer`, which asks for none, sits flush with a text.
public struct ViewSpacing: Equatable, Sendable {
    /// What each edge asks for; nil where the view leaves it to the platform.
    var top, leading, bottom, trailing: Double?

    /// SwiftUI's spacing between two views where nothing says otherwise.
    static let platformDefault = 8.0

    /// The platform's spacing on every edge.
    public init() {}

    init(top: Double?, leading: Double?, bottom: Double?, trailing: Double?) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// No space on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Takes on the edges named what `other` asks for where it asks more.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func larger(_ a: Double?, _ b: Double?) -> Double? {
            guard let a else { return b }
            guard let b else { return a }
            return max(a, b)
        }
        if edges.contains(.top) { top = larger(top, other.top) }
        if edges.contains(.leading) { leading = larger(leading, other.leading) }
        if edges.contains(.bottom) { bottom = larger(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = larger(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var union = self
        union.formUnion(other, edges: edges)
        return union
    }

    /// The space between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (after, before) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        guard after != nil || before != nil else { return Self.platformDefault }
        return max(after ?? -.infinity, before ?? -.infinity)
    }
}
