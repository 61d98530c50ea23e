import CollapsibleCore
import CollapsiblePainter
import Glibc

/// The program's life in a window, in the manner of suckless st: wait on the
/// X connection, drain every queued event, draw, flush, wait again. While
/// nothing moves the wait has no timeout at all: no timer, no wake-ups, no CPU.
struct EventLoop {
    private let display: Display
    private let window: Window
    private var view: LiveView<Int>
    /// Device pixels per logical pixel.
    private let scale: Double
    /// The frame as drawn; the window is only ever a copy of it.
    private var buffer: XImageBuffer
    private let painter = Painter()

    /// The window's size in device pixels, as the server last said.
    private var windowSize: (width: Int, height: Int)
    /// A size from ConfigureNotify not yet laid out; only the last one counts.
    private var newSize: (width: Int, height: Int)?
    /// What the window must get again from the buffer.
    private var damage: DeviceRect?
    /// When the next frame is due on the monotonic clock; nil when idle.
    private var nextFrame: Double?
    private var exitStatus: Int32?
    private var windowDestroyed = false

    /// About 60 frames a second; nothing on X11 offers a vertical blank to
    /// follow without more extensions.
    static let framePeriod = 1.0 / 60

    static let title = "Collapsible"
    static let className = "collapsible-x11"

    /// Opens the window, drawn before it is mapped so that its first expose
    /// already has a frame to show.
    init(options: Options, display: Display) throws {
        let scale = options.scale ?? display.resourceScale.map {
            min(max($0, Options.scaleLimit.lowerBound), Options.scaleLimit.upperBound)
        } ?? 1
        let width = max(Int((Double(options.width) * scale).rounded()), 1)
        let height = max(Int((Double(options.height) * scale).rounded()), 1)
        // The buffer first: a size it cannot hold is refused before any window appears.
        guard Self.bufferSize(for: (width, height)) == (width, height) else {
            throw FrameTooLarge(width: width, height: height)
        }
        buffer = try XImageBuffer(ImageSurface(width: width, height: height), on: display)
        self.scale = scale
        self.display = display
        windowSize = (width, height)
        view = LiveView(options.content, size: Size(width: Double(width) / scale, height: Double(height) / scale),
                        expanded: options.expanded)
        window = try Window(on: display, width: width, height: height, title: Self.title, className: Self.className)
        painter.draw(view.scene(scale: scale), on: buffer.surface)
        if let failure = painter.failure { throw failure }
        window.map()
        try display.sync()
    }

    /// Runs until the user quits; returns the exit status. Throws when the
    /// X server goes away or refuses a request.
    mutating func run() throws -> Int32 {
        while true {
            while let event = display.nextEvent() {
                handle(event)
            }
            // With no window left, nothing could ever end the program. Said
            // first: a frame sent as the window went fails, and that error
            // is only the destruction's echo.
            if windowDestroyed { throw DisplayError.windowDestroyed(display: display.name) }
            try display.check()
            if let exitStatus { return exitStatus }

            layOutNewSize()
            if let due = nextFrame, monotonicSeconds() >= due {
                try drawFrame(due: due)
            }
            if let damage {
                window.show(damage, from: buffer)
                self.damage = nil
            }
            display.flush()
            // Drawing may have read events into Xlib's queue, and those no
            // longer make the socket readable: poll() would sleep on them.
            if display.hasQueuedEvents { continue }
            waitForEvents()
        }
    }

    private mutating func handle(_ event: Event) {
        switch event {
        case .exposed(let rect):
            damage = damage.map { $0.union(rect) } ?? rect
        case .resized(let width, let height):
            newSize = (width, height)
        case .buttonPressed(button: 1, let x, let y, let time):
            view.pointerPressed(at: logical(x, y), time: seconds(time))
        case .buttonReleased(button: 1, let x, let y, let time):
            if view.pointerReleased(at: logical(x, y), time: seconds(time)) { startFrames() }
        case .buttonPressed, .buttonReleased:
            // A tap is the primary button's; the others do nothing.
            break
        case .pointerMoved(let x, let y):
            view.pointerMoved(to: logical(x, y))
        case .keyPressed(.space), .keyPressed(.returnKey):
            view.toggle()
            startFrames()
        case .keyPressed(.escape), .keyPressed(.q), .closeRequested:
            exitStatus = 0
        case .destroyed:
            windowDestroyed = true
        }
    }

    /// A change starts the frame clock at once: the first frame after a toggle
    /// is the one that starts its animation.
    private mutating func startFrames() {
        if nextFrame == nil { nextFrame = monotonicSeconds() }
    }

    /// A resize is the window manager's or another client's doing, not the
    /// user's request: it is never refused. A window larger than the largest
    /// frame, or than memory can hold, shows the largest frame that fits at
    /// its top left, and white beyond.
    private mutating func layOutNewSize() {
        guard let size = newSize else { return }
        newSize = nil
        guard size != windowSize else { return }
        windowSize = size
        var fitted = Self.bufferSize(for: size)
        while (fitted.width, fitted.height) != (buffer.surface.width, buffer.surface.height) {
            if let fits = try? XImageBuffer(ImageSurface(width: fitted.width, height: fitted.height), on: display) {
                buffer = fits
                break
            }
            // Memory is short: halve the longer side, for as long as that
            // still beats the frame in hand, which otherwise stays.
            if fitted.width >= fitted.height {
                fitted.width = (fitted.width + 1) / 2
            } else {
                fitted.height = (fitted.height + 1) / 2
            }
            guard fitted.width * fitted.height > buffer.surface.width * buffer.surface.height else { break }
        }
        view.size = Size(width: Double(buffer.surface.width) / scale, height: Double(buffer.surface.height) / scale)
        // Relayout now, even mid-animation, which goes on towards the new size's targets.
        nextFrame = monotonicSeconds()
        damage = DeviceRect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The largest frame the program draws, in device pixels. A window shows
    /// at most a screen of itself at a time; X drivers commonly make screens
    /// of up to 16384 pixels a side, and an 8K monitor (7680 x 4320) is 33
    /// million pixels, 127 MiB at 4 bytes each. 64 Mi pixels, 256 MiB, holds
    /// two of those. The X server's and cairo's own limit, 32767 a side,
    /// would make a 4 GiB frame, almost all of it pixels no screen can show.
    static let largestFrame = (side: 16384, pixels: 1 << 26)

    /// The buffer for a window of `size`: the whole window up to the largest
    /// frame, its top-left part beyond.
    static func bufferSize(for size: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let width = min(max(size.width, 1), largestFrame.side)
        let height = min(max(size.height, 1), largestFrame.side, largestFrame.pixels / width)
        return (width, height)
    }

    private mutating func drawFrame(due: Double) throws(PainterError) {
        let now = monotonicSeconds()
        view.advance(to: now)
        if let changed = painter.draw(view.scene(scale: scale), on: buffer.surface) {
            damage = damage.map { $0.union(changed) } ?? changed
        }
        if let failure = painter.failure { throw failure }
        guard view.isAnimating else {
            nextFrame = nil
            return
        }
        // Keep the beat; a frame that came late skips ahead rather than
        // bursting to catch up.
        let next = due + Self.framePeriod
        nextFrame = next > now ? next : now + Self.framePeriod
    }

    /// Sleeps in poll() until the server sends something or the next frame is due.
    private func waitForEvents() {
        var connection = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
        var timeout: Int32 = -1
        if let due = nextFrame {
            let milliseconds = ((due - monotonicSeconds()) * 1000).rounded(.up)
            timeout = Int32(max(milliseconds, 0))
        }
        let ready = poll(&connection, 1, timeout)
        if ready > 0, connection.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            display.hungUp()
        }
    }

    private func logical(_ x: Int, _ y: Int) -> Point {
        Point(x: Double(x) / scale, y: Double(y) / scale)
    }

    private func seconds(_ serverTime: UInt) -> Double {
        Double(serverTime) / 1000
    }
}

/// A window asked for on the command line that is larger than the largest
/// frame: the user asked for it, so it is refused rather than cut.
struct FrameTooLarge: Error, CustomStringConvertible {
    let width: Int
    let height: Int

    var description: String {
        let largest = EventLoop.largestFrame
        return "a window of \(width)x\(height) pixels is more than the largest frame this program draws:"
            + " \(largest.side) pixels a side, \(largest.side)x\(largest.pixels / largest.side) in all (see --size and --scale)"
    }
}
