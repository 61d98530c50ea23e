import CollapsibleCore
import CollapsiblePainter

/// `--render`: one frame into a PNG, with no X server. It is the frame the
/// window shows: the same view, state and clock, drawn by the same painter.
func render(_ options: Options, to path: String) throws(OutputError) {
    let file = try OutputFile(path)
    let png: [UInt8]
    do {
        png = try renderPNG(scene(of: options).displayList)
    } catch {
        throw .picture(path: path, error)
    }
    try png.withUnsafeBytes { bytes in Result { () throws(OutputError) in try file.write(bytes) } }.get()
}

/// The one frame `--render` draws: the icon, or the view at its progress.
private func scene(of options: Options) -> Scene {
    if let iconSize = options.iconSize { return Icon.scene(pixels: iconSize) }
    var view = offscreenView(options)
    if let progress = options.progress {
        view.toggle()
        let length = motionLength(of: view)
        // The first frame after a toggle starts the animation's clock.
        view.advance(to: 0)
        view.advance(to: progress * length)
    }
    return view.scene(scale: offscreenScale(options))
}

/// The view as the options dress it, settled in its start state, for a
/// picture drawn with no window: `--render` and `--record` both start here.
func offscreenView(_ options: Options) -> LiveView<Int> {
    var view = LiveView(options.content, size: Size(width: Double(options.width), height: Double(options.height)),
                        expanded: options.expanded)
    // With no desktop to ask, auto is light.
    view.colorScheme = options.colorScheme ?? .light
    return view
}

/// With no display to ask, a picture is drawn at scale 1 unless told otherwise.
func offscreenScale(_ options: Options) -> Double {
    options.scale ?? 1
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
