/// SwiftUI's `ScenePhase`: whether the window is in front and takes input
/// (`active`), shown but not in front (`inactive`), or out of sight, such
/// as minimised (`background`). The host says which.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The phase of the window the view is in.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
