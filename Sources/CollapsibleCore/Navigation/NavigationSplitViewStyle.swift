/// SwiftUI's `NavigationSplitViewStyle`: how a `NavigationSplitView` sets
/// its leading columns beside its detail in a wide window.
public protocol NavigationSplitViewStyle {
    var _arrangement: _NavigationSplitArrangement { get }
}

/// The ways a split view sets its leading columns: beside the detail,
/// which narrows, or over it, which keeps its width.
public enum _NavigationSplitArrangement: Hashable, Sendable {
    case balanced, prominentDetail
}

extension View {
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<_NavigationSplitArrangement>> {
        environment(\.navigationSplitArrangement, style._arrangement)
    }
}

private struct NavigationSplitArrangementKey: EnvironmentKey {
    static var defaultValue: _NavigationSplitArrangement { .balanced }
}

extension EnvironmentValues {
    /// The arrangement `navigationSplitViewStyle(_:)` set: side by side where none is, as iPadOS sets them in landscape.
    var navigationSplitArrangement: _NavigationSplitArrangement {
        get { self[NavigationSplitArrangementKey.self] }
        set { self[NavigationSplitArrangementKey.self] = newValue }
    }
}
