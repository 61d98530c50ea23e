/// SwiftUI's `WindowGroup`: the windows of an app's main interface. On this
/// desktop the program shows one window of it.
public struct WindowGroup<Content: View>: _PrimitiveScene {
    let title: String?
    let content: Content
    var defaultSize: CGSize?

    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    public func _windows() -> [SceneWindow] {
        [SceneWindow(title: title, defaultSize: defaultSize, content: AnyView(content))]
    }
}
