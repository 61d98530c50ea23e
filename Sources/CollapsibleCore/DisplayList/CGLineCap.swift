/// Core Graphics' `CGLineCap`: how the ends of a line are drawn.
public enum CGLineCap: Hashable, Sendable {
    /// Square, at the end.
    case butt
    /// A half circle beyond the end.
    case round
    /// A half square beyond the end.
    case square
}
