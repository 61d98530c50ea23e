/// SwiftUI's `ViewSpacing`: the space a view likes beside each of its
/// edges. Where neither of two neighbours says, the platform's spacing
/// between two views parts them; where one says, the larger of what they
/// say does, so a `Spacer`, which asks for none, sits flush with a text.
///
/// Above and below a text the platform's spacing is the text's own, by
/// SwiftUI's rule (its `Spacing` categories, as OpenSwiftUI reconstructs
/// them): a text under a text is as far from it as the lower one's font
/// puts between its lines, its leading; a plain view's edge keeps a line's
/// height and a tenth from the text's far side, its baseline below or its
/// capitals' top above, the whole line when that is more.
public struct ViewSpacing: Equatable, Sendable {
    /// What each edge asks for; nil where the view leaves it to the platform.
    var top, leading, bottom, trailing: Double?
    /// Where the top or the bottom edge is a text's, what text beside it
    /// keeps to.
    var topText, bottomText: TextEdge?

    /// The edge of a text: the gap its font puts between lines, and how
    /// far a plain view's edge beyond it keeps away.
    struct TextEdge: Equatable, Sendable {
        var leading: Double
        var plain: Double

        /// Each the larger of the two's.
        func union(_ other: TextEdge?) -> TextEdge {
            guard let other else { return self }
            return TextEdge(leading: max(leading, other.leading), plain: max(plain, other.plain))
        }
    }

    /// SwiftUI's spacing between two views where nothing says otherwise.
    static let platformDefault = 8.0

    /// The platform's spacing on every edge.
    public init() {}

    init(top: Double?, leading: Double?, bottom: Double?, trailing: Double?) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The spacing of a text whose largest font's lines measure `metrics`.
    /// The tenth of a line is rounded up to a whole point, as SwiftUI
    /// rounds it to a pixel at a scale of one.
    init(text metrics: TextLineMetrics) {
        let tenth = (metrics.lineHeight * 0.1).rounded(.up), lineSpacing = metrics.lineHeight + tenth
        topText = TextEdge(leading: metrics.leading, plain: lineSpacing - metrics.ascent)
        bottomText = TextEdge(leading: metrics.leading,
                              plain: max(lineSpacing - metrics.capHeight, tenth + metrics.descent))
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
        if edges.contains(.top) {
            top = larger(top, other.top)
            topText = other.topText.map { $0.union(topText) } ?? topText
        }
        if edges.contains(.leading) { leading = larger(leading, other.leading) }
        if edges.contains(.bottom) {
            bottom = larger(bottom, other.bottom)
            bottomText = other.bottomText.map { $0.union(bottomText) } ?? bottomText
        }
        if edges.contains(.trailing) { trailing = larger(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var union = self
        union.formUnion(other, edges: edges)
        return union
    }

    /// This spacing with `edges` left to the platform, as a padded edge is.
    func reset(_ edges: Edge.Set) -> ViewSpacing {
        var reset = self
        if edges.contains(.top) { (reset.top, reset.topText) = (nil, nil) }
        if edges.contains(.leading) { reset.leading = nil }
        if edges.contains(.bottom) { (reset.bottom, reset.bottomText) = (nil, nil) }
        if edges.contains(.trailing) { reset.trailing = nil }
        return reset
    }

    /// The space between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (after, before) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        if axis == .vertical, let text = textDistance(to: next) { return text }
        guard after != nil || before != nil else { return Self.platformDefault }
        return max(after ?? -.infinity, before ?? -.infinity)
    }

    /// The space between this view and `next` below it where either edge
    /// is a text's and the other a text's or a plain view's; nil otherwise.
    private func textDistance(to next: ViewSpacing) -> Double? {
        switch (bottomText, next.topText) {
        case (.some, .some(let lower)): lower.leading
        case (.some(let upper), nil) where next.top == nil: upper.plain
        case (nil, .some(let lower)) where bottom == nil: lower.plain
        default: nil
        }
    }
}
