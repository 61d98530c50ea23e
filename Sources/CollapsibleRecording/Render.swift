import CollapsibleCore
import CollapsiblePainter

/// What `--render` draws into its PNG.
public enum Still {
    /// The view, settled, or `progress` of the way through the motion of a toggle, in time.
    case view(OffscreenView, progress: Double?)
    /// The program's icon, this many pixels square.
    case icon(pixels: Int)
}

/// `--render`: one frame into a PNG, with no X server. It is the frame the
/// window shows: the same view, state and clock, drawn by the same painter.
public func render(_ still: Still, to path: String) throws(OutputError) {
    let file = try OutputFile(path)
    let png: [UInt8]
    do {
        png = try renderPNG(still.scene)
    } catch {
        throw .picture(path: path, error)
    }
    try png.withUnsafeBytes { bytes in Result { () throws(OutputError) in try file.write(bytes) } }.get()
}

extension Still {
    var scene: Scene {
        switch self {
        case .icon(let pixels):
            return Icon.scene(pixels: pixels)
        case .view(let offscreen, let progress):
            var view = offscreen.liveView
            if let progress {
                view.toggle()
                let length = motionLength(of: view)
                // The first frame after a toggle starts the animation's clock.
                view.advance(to: 0)
                view.advance(to: progress * length)
            }
            return view.scene(scale: offscreen.deviceScale)
        }
    }
}
