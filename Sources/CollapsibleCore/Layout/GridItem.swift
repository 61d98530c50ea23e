/// A column of a `LazyVGrid`, SwiftUI's `GridItem`: how wide it is, the
/// spacing after it, and how its cells sit in it.
public struct GridItem: Sendable {
    /// How a column takes its width from what the grid is offered.
    public enum Size: Sendable {
        /// Always this wide.
        case fixed(CGFloat)
        /// Its share of the width, within these limits.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit in its share, each at least `minimum`
        /// and at most `maximum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    /// Space before the next column; nil is SwiftUI's default.
    public var spacing: CGFloat?
    /// Where a cell sits in its column and row; nil is the grid's alignment.
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
