/// Core Graphics' `CGLineJoin`: how two segments of a line meet.
public enum CGLineJoin: Hashable, Sendable {
    /// A sharp corner, cut off beyond the miter limit.
    case miter
    case round
    case bevel
}
