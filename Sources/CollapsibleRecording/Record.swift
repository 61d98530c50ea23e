import CollapsibleCore
import CollapsiblePainter

/// `--record`: the motion as an animated image that loops forever, with no
/// X server. Its frames are those `--render --progress` draws at the same
/// instants: the same view, clock and painter.
public func record(_ view: OffscreenView, to path: String) throws(OutputError) {
    let file = try OutputFile(path)
    guard let format = RecordFormat(path: path) else { throw .unknownFormat(path: path) }
    let film = try Film(view, framesPerSecond: format.framesPerSecond, path: path)
    switch format {
    case .webp:
        try WebPEncoding.encode(film, into: file)
    case .gif:
        try GifEncoding.encode(film, into: file)
    }
}

/// The kinds of animated image the program writes, told by the file's name.
enum RecordFormat {
    case webp
    case gif

    init?(path: String) {
        let lowercased = path.lowercased()
        if lowercased.hasSuffix(".webp") {
            self = .webp
        } else if lowercased.hasSuffix(".gif") {
            self = .gif
        } else {
            return nil
        }
    }

    /// A WebP frame lasts whole milliseconds, so 60 a second is no trouble;
    /// a GIF frame lasts whole hundredths, and browsers slow down anything
    /// shorter than 2 of them.
    var framesPerSecond: Int {
        switch self {
        case .webp: return 60
        case .gif: return 50
        }
    }
}

/// The recording's frames, at a fixed rate: the start state held half a
/// second, a toggle and its motion, the other state held half a second,
/// the toggle back and its motion; the loop then returns to the start.
/// Each toggle falls on a frame, so that frame k after it shows the motion
/// k / framesPerSecond seconds in, as `--render --progress` would.
final class Film {
    let framesPerSecond: Int
    /// How many frames each state is held still, and each motion lasts.
    private let holdFrames: Int
    private let motionFrames: Int
    private let view: OffscreenView
    private let surface: ImageSurface
    private let painter = Painter()
    /// The file the frames are for, which a failure names.
    private let path: String

    init(_ view: OffscreenView, framesPerSecond: Int, path: String) throws(OutputError) {
        self.view = view
        self.path = path
        self.framesPerSecond = framesPerSecond
        holdFrames = framesPerSecond / 2
        var toggled = view.liveView
        toggled.toggle()
        // The frame that falls at the motion's very end already shows it at rest.
        motionFrames = Int((motionLength(of: toggled) * Double(framesPerSecond) - 1e-9).rounded(.up))
        let size = Painter.deviceSize(of: toggled.scene(scale: view.deviceScale))
        do {
            surface = try ImageSurface(width: size.width, height: size.height)
        } catch {
            throw .picture(path: path, error)
        }
    }

    /// The colours the scenes name: the window's, the band's, and each
    /// item's fill, stroke and label, the same in every frame: only where
    /// the items are changes.
    var colors: [Color] {
        let scene = view.liveView.scene(scale: view.deviceScale)
        return [scene.background] + [scene.band?.color].compactMap { $0 }
            + scene.items.flatMap { [$0.fill, $0.stroke?.color, $0.text?.color].compactMap { $0 } }
    }

    var width: Int { surface.width }
    var height: Int { surface.height }

    /// Draws the frames in order into one surface and hands it over after
    /// each, with the device pixels that changed since the one before
    /// (nil when none did; the whole surface for the first).
    func forEachFrame(_ body: (ImageSurface, DeviceRect?) throws(OutputError) -> Void) throws(OutputError) {
        // The surface may still show the last frame of an earlier pass.
        let start = view.liveView.scene(scale: view.deviceScale)
        try body(surface, draw(start, whole: true))
        for _ in 1..<holdFrames {
            try body(surface, draw(start))
        }
        try motion(from: view.expanded, frames: motionFrames + holdFrames, body)
        try motion(from: !view.expanded, frames: motionFrames, body)
    }

    /// A toggle from the settled state `expanded`, then `frames` frames of
    /// its motion, the first one at the toggle.
    private func motion(from expanded: Bool, frames: Int,
                        _ body: (ImageSurface, DeviceRect?) throws(OutputError) -> Void) throws(OutputError) {
        var settled = view
        settled.expanded = expanded
        var live = settled.liveView
        live.toggle()
        for k in 0..<frames {
            live.advance(to: Double(k) / Double(framesPerSecond))
            try body(surface, draw(live.scene(scale: view.deviceScale)))
        }
    }

    /// Draws `scene` and returns the pixels that changed. A frame cairo
    /// failed to draw ends the recording: it would show something else.
    private func draw(_ scene: Scene, whole: Bool = false) throws(OutputError) -> DeviceRect? {
        let changed: DeviceRect?
        if whole {
            painter.drawFull(scene, on: surface)
            changed = surface.bounds
        } else {
            changed = painter.draw(scene, on: surface)
        }
        if let failure = painter.failure { throw .picture(path: path, failure) }
        return changed
    }
}
