import CollapsibleCore
import CollapsiblePainter

/// What `--render` draws into its PNG.
public enum Still {
    /// The view, settled, or `progress` of the way through the motion of a
    /// click on its button, in time.
    case view(OffscreenView, progress: Double?)
    /// A picture the program makes itself, such as its icon, its text
    /// measured as the painter sets it.
    case picture((_ measure: any TextMeasuring) -> DisplayList)
}

/// `--render`: one frame into a PNG, with no X server. It is the frame the
/// window shows: the same view, state and clock, drawn by the same painter.
public func render(_ still: Still, to path: String) throws(OutputError) {
    let file = try OutputFile(path)
    let png: [UInt8]
    do {
        png = try renderPNG(still.displayList(measure: Painter()))
    } catch {
        throw .picture(path: path, error)
    }
    try png.withUnsafeBytes { bytes in Result { () throws(OutputError) in try file.write(bytes) } }.get()
}

extension Still {
    func displayList(measure: Painter) -> DisplayList {
        switch self {
        case .picture(let draw):
            return draw(measure)
        case .view(let offscreen, let progress):
            var view = offscreen.liveView(measure: measure)
            if let progress, view.clickFirstControl() {
                let length = view.restingTime
                // The first frame after a change starts its motion's clock.
                view.advance(to: 0)
                view.advance(to: progress * length)
            }
            return view.displayList(scale: offscreen.deviceScale)
        }
    }
}
