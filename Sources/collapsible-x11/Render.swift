import CollapsibleCore
import CollapsiblePainter

/// `--render`: one frame into a PNG, with no X server. It is the frame the
/// window shows: the same view, state and clock, drawn by the same painter.
func render(_ options: Options, to path: String) throws(PainterError) {
    let scale = options.scale ?? 1
    var view = LiveView(options.content, size: Size(width: Double(options.width), height: Double(options.height)),
                        expanded: options.expanded)
    view.colorScheme = options.colorScheme ?? .light
    if let progress = options.progress {
        view.toggle()
        let length = motionLength(of: view)
        // The first frame after a toggle starts the animation's clock.
        view.advance(to: 0)
        view.advance(to: progress * length)
    }
    try renderPNG(view.scene(scale: scale), to: path)
}

/// How long the motion of a toggle lasts: a timing curve's duration, or the
/// time a spring takes to come to rest, to the millisecond.
private func motionLength(of toggled: LiveView<Int>) -> Double {
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
