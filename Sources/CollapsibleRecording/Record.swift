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
        var toggled = view.liveView(measure: painter)
        toggled.clickFirstControl()
        // The frame that falls at the motion's very end already shows it at rest.
        motionFrames = Int((toggled.restingTime * Double(framesPerSecond) - 1e-9).rounded(.up))
        let size = Painter.deviceSize(of: toggled.displayList(scale: view.deviceScale))
        do {
            surface = try ImageSurface(width: size.width, height: size.height)
        } catch {
            throw .picture(path: path, error)
        }
    }

    /// The colours the frames are drawn in, the same in every frame (only
    /// where things are changes): the window's, and each fill, stroke and
    /// label's, and each template image's. The shadow's shades, and a
    /// picture's own colours, are the palette's to find.
    var colors: [Color] {
        let list = view.liveView(measure: painter).displayList(scale: view.deviceScale)
        func colors(_ items: [DisplayItem]) -> [Color] {
            items.flatMap { item -> [Color] in
                switch item.content {
                case .shape(_, let paint): paint.paint.colors
                case .text(let text, _): text.runs.flatMap(\.paint.colors)
                case .image(let paint): paint.isTemplate ? [paint.color] : []
                case .effect(_, let inner): colors(inner)
                case .paths(let run): run.drawings.flatMap(\.paint.paint.colors)
                }
            }
        }
        return [list.background] + colors(list.items)
    }

    var width: Int { surface.width }
    var height: Int { surface.height }

    /// Draws the frames in order into one surface and hands it over after
    /// each, with the device pixels that changed since the one before
    /// (nil when none did; the whole surface for the first).
    func forEachFrame(_ body: (ImageSurface, DeviceRect?) throws(OutputError) -> Void) throws(OutputError) {
        // The surface may still show the last frame of an earlier pass.
        let start = view.liveView(measure: painter).displayList(scale: view.deviceScale)
        try body(surface, draw(start, whole: true))
        for _ in 1..<holdFrames {
            try body(surface, draw(start))
        }
        try motion(from: view.pressed, frames: motionFrames + holdFrames, body)
        try motion(from: !view.pressed, frames: motionFrames, body)
    }

    /// A click from the settled state, pressed or not, then `frames` frames
    /// of its motion, the first one at the click.
    private func motion(from pressed: Bool, frames: Int,
                        _ body: (ImageSurface, DeviceRect?) throws(OutputError) -> Void) throws(OutputError) {
        var settled = view
        settled.pressed = pressed
        var live = settled.liveView(measure: painter)
        live.clickFirstControl()
        for k in 0..<frames {
            live.advance(to: Double(k) / Double(framesPerSecond))
            try body(surface, draw(live.displayList(scale: view.deviceScale)))
        }
    }

    /// Draws `list` and returns the pixels that changed. A frame cairo
    /// failed to draw ends the recording: it would show something else.
    private func draw(_ list: DisplayList, whole: Bool = false) throws(OutputError) -> DeviceRect? {
        do {
            if whole {
                try painter.drawFull(list, on: surface)
                return surface.bounds
            }
            return try painter.draw(list, on: surface)
        } catch {
            throw .picture(path: path, error)
        }
    }
}
