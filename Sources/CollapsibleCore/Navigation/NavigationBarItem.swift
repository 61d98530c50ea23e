/// SwiftUI's `NavigationBarItem`, which names how a navigation bar shows
/// its title.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The mode of the screen under this one; large for the root.
        case automatic
        /// In the bar, in the headline font.
        case inline
        /// Under the bar, large and bold, at the leading edge; it shrinks
        /// into the inline title as the content scrolls up.
        case large
    }
}
