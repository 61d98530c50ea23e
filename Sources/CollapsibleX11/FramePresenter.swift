import CollapsibleCore
import CollapsiblePainter
import Timekeeping

/// What the window shows, and when: the view's frames, drawn into the frame
/// buffer at the monitor's pace for the time each is shown (`FramePacing`),
/// and put into the window where it lacks them. The window is only ever a
/// copy of the buffer where it lies, and the server's background elsewhere.
struct FramePresenter {
    private let display: Display
    private let window: Window
    private let painter: Painter
    /// What the view draws, as drawn.
    private var buffer: FrameBuffer
    /// Where the buffer lies in the window, in device pixels.
    private var placed: DeviceRect
    private var transfer: FrameBuffer.Transfer
    /// The window was laid out again and the buffer does not show it yet.
    private var stale = false
    /// What the window must get again from the buffer.
    private var damage: DeviceRect?
    private var pacing: FramePacing
    private let monitor: MonitorRate
    /// The monitor under the window may have changed: read its rate again.
    private var monitorMoved = false
    /// A change waits for the frame at which its motion begins.
    private var beginPending = false

    /// Takes over the first frame the start drew, and its pace.
    init(_ start: Startup, on display: Display) {
        self.display = display
        window = start.window
        painter = start.painter
        buffer = start.buffer
        placed = start.placed
        transfer = start.transfer
        pacing = start.pacing
        monitor = start.monitor
    }

    /// Nothing moves and nothing is awaited: what can wait may be done now.
    var isResting: Bool { pacing.isResting }

    /// When the loop must wake up for a frame even if the server says
    /// nothing. A frame the server still reads waits for its word, not the clock.
    var wakeUp: Double? { buffer.isFree ? pacing.wakeUp : nil }

    /// The server lost what the window showed in `rect`.
    mutating func exposed(_ rect: DeviceRect) {
        damage = damage.map { $0.union(rect) } ?? rect
    }

    /// The window moved or changed its size, maybe onto another monitor.
    mutating func windowMoved() {
        monitorMoved = true
    }

    /// The monitors changed, as RandR says: the blanks are measured again.
    mutating func monitorsChanged(windowSize: (width: Int, height: Int)) {
        monitorMoved = true
        if pacing.followsBlanks {
            pacing.resetClock(period: monitor.read(windowSize: windowSize).map { 1 / $0 }, now: MonotonicClock.seconds())
        }
    }

    mutating func blank(serial: UInt32, time: Double, count: UInt64) {
        pacing.blank(serial: serial, time: time, count: count, now: MonotonicClock.seconds())
    }

    mutating func frameRead(segment: UInt) {
        buffer.frameRead(segment: segment)
    }

    /// A change starts the frames: the first after it, drawn at the next
    /// blank (at once without Present), starts its motion.
    mutating func startMotion(windowSize: (width: Int, height: Int)) {
        beginPending = true
        if monitorMoved, !pacing.followsBlanks {
            monitorMoved = false
            pacing.monitorRate(monitor.read(windowSize: windowSize).map { 1 / $0 })
        }
        pacing.start(now: MonotonicClock.seconds())
    }

    /// A frame, not the start of a motion: one under way keeps its clock.
    mutating func showChange() {
        pacing.start(now: MonotonicClock.seconds())
    }

    /// The view was laid out again for a window of `size`, which the server
    /// painted with its background: a frame at once, even mid-motion, and
    /// the whole window from the buffer once it is drawn.
    mutating func relaidOut(windowSize size: (width: Int, height: Int)) {
        pacing.redraw(now: MonotonicClock.seconds())
        stale = true
        damage = DeviceRect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// Draws the frame that is due, if the buffer is free for it, and puts
    /// into the window what it lacks.
    mutating func present(_ view: inout LiveView, scale: Double, windowSize: (width: Int, height: Int)) throws(PainterError) {
        pacing.checkPatience(now: MonotonicClock.seconds())
        if let frame = pacing.due, buffer.isFree, MonotonicClock.seconds() >= frame.at {
            try draw(frame, of: &view, scale: scale, windowSize: windowSize)
        }
        if let damage, !stale {
            buffer.put(damage, into: window, at: placed)
            self.damage = nil
        }
    }

    /// Draws the frame for the time it will be on screen.
    private mutating func draw(_ frame: FramePacing.Frame, of view: inout LiveView, scale: Double,
                               windowSize: (width: Int, height: Int)) throws(PainterError) {
        let now = MonotonicClock.seconds()
        let shows = frame.shows ?? now
        if beginPending {
            view.advance(to: min(frame.blank ?? shows, shows))
            beginPending = false
        }
        view.advance(to: shows)
        let list = view.displayList(scale: scale)
        let prepared = painter.prepare(list)
        place(prepared.bounds)
        if let changed = try painter.draw(prepared, on: buffer.surface, at: (placed.x, placed.y)) {
            damage = damage.map { $0.union(changed) } ?? changed
        }
        stale = false
        if list.background != window.background {
            // The colour scheme changed: the server paints the new background, and the buffer the rest.
            window.background = list.background
            window.clear(DeviceRect(x: 0, y: 0, width: windowSize.width, height: windowSize.height), keeping: placed)
        }
        pacing.drew(frame, now: now, moving: view.isAnimating)
    }

    /// Puts the buffer where the view draws in `box`. One that holds it
    /// stays, wherever the box lies: a resize that keeps the band's size
    /// costs no pixels. A larger box gets a buffer of its size, or the
    /// largest memory holds; one of less than half the buffer's pixels
    /// too, so that a window made small again gives back what it took,
    /// and a box that changes a little does not make a buffer each frame.
    /// What the buffer leaves is the background again.
    private mutating func place(_ box: DeviceRect) {
        let held = (width: buffer.surface.width, height: buffer.surface.height)
        let needed = (width: max(box.width, 1), height: max(box.height, 1))
        if needed.width > held.width || needed.height > held.height || 2 * needed.width * needed.height < held.width * held.height,
           let fitted = FrameBuffer.largest(width: needed.width, height: needed.height, replacing: buffer, on: display,
                                            transfer: &transfer) {
            buffer = fitted
        }
        let moved = DeviceRect(x: box.x, y: box.y, width: buffer.surface.width, height: buffer.surface.height)
        guard moved != placed else { return }
        window.clear(placed, keeping: moved)
        placed = moved
    }

    /// The largest frame the program draws, in device pixels. A window shows
    /// at most a screen of itself at a time; X drivers commonly make screens
    /// of up to 16384 pixels a side, and an 8K monitor (7680 x 4320) is 33
    /// million pixels, 127 MiB at 4 bytes each. 64 Mi pixels, 256 MiB, holds
    /// two of those. The X server's and cairo's own limit, 32767 a side,
    /// would make a 4 GiB frame, almost all of it pixels no screen can show.
    static let largestFrame = (side: 16384, pixels: 1 << 26)

    /// The frame the view is laid out in for a window of `size`: the whole
    /// window up to the largest frame, its top-left part beyond.
    static func frameSize(for size: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let width = min(max(size.width, 1), largestFrame.side)
        let height = min(max(size.height, 1), largestFrame.side, largestFrame.pixels / width)
        return (width, height)
    }
}
