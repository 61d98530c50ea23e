/// SwiftUI's `TabViewStyle`: how a `TabView` shows its tabs, under iOS's
/// tab bar or as pages side by side.
public protocol TabViewStyle {
    var _look: _TabViewLook { get }
}

/// The ways a tab view shows its tabs.
public enum _TabViewLook: Hashable, Sendable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

extension View {
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<_TabViewLook>> {
        environment(\.tabViewLook, style._look)
    }
}

private struct TabViewLookKey: EnvironmentKey {
    static var defaultValue: _TabViewLook { .tabBar }
}

extension EnvironmentValues {
    /// The look `tabViewStyle(_:)` set: the tab bar where none is.
    var tabViewLook: _TabViewLook {
        get { self[TabViewLookKey.self] }
        set { self[TabViewLookKey.self] = newValue }
    }
}
