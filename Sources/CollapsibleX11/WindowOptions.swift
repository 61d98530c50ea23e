import CollapsibleCore

/// What a program asks of its window: the size and the state it opens in,
/// what it leaves to the desktop, and the names it goes by there.
public struct WindowOptions {
    /// Logical pixels; the window is this many device pixels times the scale.
    public var width: Int
    public var height: Int
    /// Whether to open as after a press of the view's button, settled: the
    /// exercise expanded.
    public var pressed: Bool
    /// nil follows the desktop's colour scheme.
    public var colorScheme: ColorScheme?
    /// nil follows the desktop's scale (XSETTINGS Xft/DPI, else Xft.dpi).
    public var scale: Double?
    /// In place of the view's own animation; see `LiveView.animationReplacement`.
    public var animationReplacement: AnimationReplacement?
    /// The title bar's, and the window's name to assistive tools.
    public var title: String
    /// WM_CLASS, by which the desktop groups the program's windows and finds
    /// its desktop entry; assistive tools list the program under it too.
    public var className: String
    /// The program's version, as assistive tools read it.
    public var version: String
    /// The program's icon drawn `pixels` square, its text measured with
    /// `measure`, for task bars and window lists; nil leaves the window the
    /// desktop's generic icon.
    public var icon: ((_ pixels: Int, _ measure: any TextMeasuring) -> DisplayList)?
    /// What other code queues for the main thread, run between frames.
    public var mainThreadWork: (any MainThreadWork)?

    public init(width: Int, height: Int, pressed: Bool, colorScheme: ColorScheme?, scale: Double?,
                animationReplacement: AnimationReplacement?, title: String, className: String, version: String,
                icon: ((_ pixels: Int, _ measure: any TextMeasuring) -> DisplayList)?) {
        self.width = width
        self.height = height
        self.pressed = pressed
        self.colorScheme = colorScheme
        self.scale = scale
        self.animationReplacement = animationReplacement
        self.title = title
        self.className = className
        self.version = version
        self.icon = icon
    }

    /// Whether the program chose the motion, which then runs even when the
    /// desktop turns animations off.
    var animationChosen: Bool { animationReplacement != nil }

    /// A side of the window, in logical pixels, as X and cairo can address it.
    public static let sizeLimit = 1...32767
    /// Device pixels per logical pixel, as far as a desktop's scale is followed.
    public static let scaleLimit = 0.5...8.0
}
