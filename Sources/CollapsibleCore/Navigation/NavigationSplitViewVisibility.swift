/// SwiftUI's `NavigationSplitViewVisibility`: which of a
/// `NavigationSplitView`'s columns show in a wide window.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, all, doubleColumn, detailOnly
    }

    let kind: Kind

    /// As the style and the window choose.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The detail and the column before it: the content where there are three, else the sidebar.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}
