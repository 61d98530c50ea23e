import CollapsibleCore
import CollapsiblePainter

/// The view as a picture drawn with no window shows it: `--render` and
/// `--record` both start here, settled in the start state.
public struct OffscreenView {
    public var content: any View
    /// In logical pixels.
    public var size: Size
    /// Whether to start as after a press of the view's button, settled: the
    /// exercise expanded.
    public var pressed: Bool
    /// nil is the desktop's choice, and with no desktop to ask that is light.
    public var colorScheme: ColorScheme?
    /// nil is the display's scale, and with no display that is 1.
    public var scale: Double?
    /// In place of the view's own animation; see `LiveView.animationReplacement`.
    public var animationReplacement: AnimationReplacement?
    /// Hears what the view warns of, each line once, though a recording
    /// makes the view live more than once.
    public var diagnostics: Diagnostics

    public init(_ content: any View, size: Size, pressed: Bool, colorScheme: ColorScheme?, scale: Double?,
                animationReplacement: AnimationReplacement?, diagnostics: Diagnostics = Diagnostics { _ in }) {
        self.content = content
        self.size = size
        self.pressed = pressed
        self.colorScheme = colorScheme
        self.scale = scale
        self.animationReplacement = animationReplacement
        let told = ToldLines()
        self.diagnostics = Diagnostics { line in if told.isNew(line) { diagnostics.report(line) } }
    }

    var deviceScale: Double { scale ?? 1 }

    /// The view live, laid out with the painter's fonts.
    func liveView(measure: Painter) -> LiveView {
        var view = LiveView(content, size: size, measure: measure, diagnostics: diagnostics)
        view.colorScheme = colorScheme ?? .light
        view.animationReplacement = animationReplacement
        view.displayScale = deviceScale
        if pressed { view.pressFrontmostTapTarget(animated: false) }
        return view
    }
}

extension LiveView {
    /// A press and release at the centre of the view's first control, as a
    /// click there gives; false when there is none, or the press changed
    /// nothing.
    @discardableResult
    mutating func clickFirstControl() -> Bool {
        guard let centre = firstControlCentre else { return false }
        pointerPressed(at: centre, time: 0)
        return pointerReleased(at: centre, time: 0)
    }
}

/// The lines told so far. The views of a program are made on one thread.
private final class ToldLines: @unchecked Sendable {
    private var lines: Set<String> = []

    func isNew(_ line: String) -> Bool { lines.insert(line).inserted }
}
