/// SwiftUI's `ProminentDetailNavigationSplitViewStyle`: the detail keeps
/// the whole width; the leading columns, hidden where the visibility is
/// automatic, show over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}

    public var _arrangement: _NavigationSplitArrangement { .prominentDetail }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}
