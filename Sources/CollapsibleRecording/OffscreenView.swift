import CollapsibleCore

/// The view as a picture drawn with no window shows it: `--render` and
/// `--record` both start here, settled in the start state.
public struct OffscreenView {
    public var content: Collapsible<Int>
    /// In logical pixels.
    public var size: Size
    public var expanded: Bool
    /// nil is the desktop's choice, and with no desktop to ask that is light.
    public var colorScheme: ColorScheme?
    /// nil is the display's scale, and with no display that is 1.
    public var scale: Double?

    public init(_ content: Collapsible<Int>, size: Size, expanded: Bool, colorScheme: ColorScheme?, scale: Double?) {
        self.content = content
        self.size = size
        self.expanded = expanded
        self.colorScheme = colorScheme
        self.scale = scale
    }

    var deviceScale: Double { scale ?? 1 }

    var liveView: LiveView<Int> {
        var view = LiveView(content, size: size, expanded: expanded)
        view.colorScheme = colorScheme ?? .light
        return view
    }
}

/// How long the motion of a toggle lasts: a timing curve's duration, or the
/// time a spring takes to come to rest, to the millisecond.
func motionLength(of toggled: LiveView<Int>) -> Double {
    switch toggled.content.animation {
    case nil:
        return 0
    case .timingCurve(_, let duration)?:
        return duration
    case .spring?:
        var probe = toggled
        var time = 0.0
        probe.advance(to: time)
        while probe.isAnimating {
            time += 0.001
            probe.advance(to: time)
        }
        return time
    }
}
