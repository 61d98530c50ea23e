/// What a font's lines measure, which the space SwiftUI keeps beside a
/// text is worked out from (`ViewSpacing`): how far a line reaches above
/// its baseline and below it, the gap the font puts between lines, and how
/// tall its capitals are.
public struct TextLineMetrics: Equatable, Sendable {
    public var ascent, descent, leading, capHeight: Double

    public init(ascent: Double, descent: Double, leading: Double, capHeight: Double) {
        (self.ascent, self.descent, self.leading, self.capHeight) = (ascent, descent, leading, capHeight)
    }

    /// A line's height: from the top of its ascent to the bottom of its descent.
    var lineHeight: Double { ascent + descent }
}
