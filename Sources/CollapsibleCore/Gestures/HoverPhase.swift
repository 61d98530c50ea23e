/// SwiftUI's `HoverPhase`: where the pointer is over a view that follows
/// it continuously, or that it has left.
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}
