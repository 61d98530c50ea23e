/// SwiftUI's `Settings`: the settings window of a Mac app, opened from its
/// menu. No menu bar opens it here, so it shows no window; the app's other
/// scenes show as they would.
public struct Settings<Content: View>: _PrimitiveScene {
    public init(@ViewBuilder content: () -> Content) { _ = content }

    public func _windows() -> [SceneWindow] { [] }
}
