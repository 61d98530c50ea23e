/// SwiftUI's `AutomaticNavigationSplitViewStyle`: the columns side by
/// side, as iPadOS sets them in a landscape window.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}

    public var _arrangement: _NavigationSplitArrangement { .balanced }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
