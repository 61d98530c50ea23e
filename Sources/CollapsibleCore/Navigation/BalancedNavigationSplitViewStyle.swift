/// SwiftUI's `BalancedNavigationSplitViewStyle`: the leading columns beside
/// the detail, which narrows to leave them room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}

    public var _arrangement: _NavigationSplitArrangement { .balanced }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
