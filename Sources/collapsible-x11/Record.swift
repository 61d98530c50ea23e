import CollapsibleCore
import CollapsiblePainter

/// `--record`: the motion as an animated image that loops forever, with no
/// X server. Its frames are those `--render --progress` draws at the same
/// instants: the same view, clock and painter.
func record(_ options: Options, to path: String) throws(OutputError) {
    let file = try OutputFile(path)
    guard let format = RecordFormat(path: path) else { throw .unknownFormat(path: path) }
    let film = try Film(options, framesPerSecond: format.framesPerSecond, path: path)
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
    private let options: Options
    private let scale: Double
    private let surface: ImageSurface
    private let painter = Painter()
    /// The file the frames are for, which a failure names.
    private let path: String

    init(_ options: Options, framesPerSecond: Int, path: String) throws(OutputError) {
        self.options = options
        self.path = path
        self.framesPerSecond = framesPerSecond
        scale = offscreenScale(options)
        holdFrames = framesPerSecond / 2
        var toggled = offscreenView(options)
        toggled.toggle()
        // The frame that falls at the motion's very end already shows it at rest.
        motionFrames = Int((motionLength(of: toggled) * Double(framesPerSecond) - 1e-9).rounded(.up))
        let size = Painter.deviceSize(of: toggled.scene(scale: scale).displayList)
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
        let scene = offscreenView(options).scene(scale: scale)
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
        let start = offscreenView(options).scene(scale: scale)
        try body(surface, draw(start, whole: true))
        for _ in 1..<holdFrames {
            try body(surface, draw(start))
        }
        try motion(from: options.expanded, frames: motionFrames + holdFrames, body)
        try motion(from: !options.expanded, frames: motionFrames, body)
    }

    /// A toggle from the settled state `expanded`, then `frames` frames of
    /// its motion, the first one at the toggle.
    private func motion(from expanded: Bool, frames: Int,
                        _ body: (ImageSurface, DeviceRect?) throws(OutputError) -> Void) throws(OutputError) {
        var settled = options
        settled.expanded = expanded
        var view = offscreenView(settled)
        view.toggle()
        for k in 0..<frames {
            view.advance(to: Double(k) / Double(framesPerSecond))
            try body(surface, draw(view.scene(scale: scale)))
        }
    }

    /// Draws `scene` and returns the pixels that changed. A frame cairo
    /// failed to draw ends the recording: it would show something else.
    private func draw(_ scene: Scene, whole: Bool = false) throws(OutputError) -> DeviceRect? {
        do {
            if whole { try painter.drawFull(scene.displayList, on: surface) }
            return whole ? surface.bounds : try painter.draw(scene.displayList, on: surface)
        } catch {
            throw .picture(path: path, error)
        }
    }
}
