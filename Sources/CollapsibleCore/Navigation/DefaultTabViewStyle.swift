/// SwiftUI's `DefaultTabViewStyle`: iOS's tab bar at the bottom.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}

    public var _look: _TabViewLook { .tabBar }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
