import CollapsibleCore

/// What the host tells about its window, besides the views in it.
public struct AccessibleWindow: Equatable, Sendable {
    public var title: String
    /// Its size in device pixels.
    public var width: Int
    public var height: Int
    /// Device pixels per logical pixel, as the views are laid out.
    public var scale: Double
    /// Whether it has the keyboard focus: its focusable element has the
    /// focus then.
    public var isFocused: Bool
    /// The control the keyboard works: the one it moved to, else the one
    /// Space presses, so that a screen reader's focus is where a key acts.
    public var focusedView: ViewID?

    public init(title: String, width: Int, height: Int, scale: Double, isFocused: Bool,
                focusedView: ViewID? = nil) {
        self.title = title
        self.width = width
        self.height = height
        self.scale = scale
        self.isFocused = isFocused
        self.focusedView = focusedView
    }
}

/// The program as a whole, as the application object names it.
public struct AccessibleApplication: Equatable, Sendable {
    /// The name assistive tools list it under, as `WM_CLASS` names it.
    public var name: String
    public var version: String

    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }
}
