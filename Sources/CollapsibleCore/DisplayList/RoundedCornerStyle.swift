/// SwiftUI's `RoundedCornerStyle`: a quarter circle, or Apple's continuous
/// corner, whose curvature grows gradually from the straight edge.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}
