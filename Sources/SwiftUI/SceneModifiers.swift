/// A scene whose windows a modifier changes.
public struct _ModifiedScene<Content: Scene>: _PrimitiveScene {
    let content: Content
    let change: (inout SceneWindow) -> Void

    public func _windows() -> [SceneWindow] {
        content._windows().map { window in
            var window = window
            change(&window)
            return window
        }
    }
}

/// How a Mac draws a window's title bar: the desktop's window manager draws
/// it here, so each style is taken and changes nothing.
public struct WindowStyle: Sendable {
    public static let automatic = WindowStyle()
    public static let titleBar = WindowStyle()
    public static let hiddenTitleBar = WindowStyle()
    public static let plain = WindowStyle()
}

/// How far the user may resize a window. The window here keeps the
/// content's minimum size whatever is asked, as `.contentMinSize` does.
public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability()
    public static let contentSize = WindowResizability()
    public static let contentMinSize = WindowResizability()
}

extension Scene {
    /// The size the window opens at, unless the command line's `--size` says otherwise.
    public func defaultSize(width: CGFloat, height: CGFloat) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self) { $0.defaultSize = CGSize(width: width, height: height) }
    }

    public func defaultSize(_ size: CGSize) -> _ModifiedScene<Self> {
        defaultSize(width: size.width, height: size.height)
    }

    public func windowStyle(_ style: WindowStyle) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self) { _ in }
    }

    public func windowResizability(_ resizability: WindowResizability) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self) { _ in }
    }
}
