import CXTest
import Glibc
import Timekeeping

/// Watches the program's window from a connection of its own, as the server
/// sees it: XDamage reports each frame the program puts into the window,
/// and Present, whose events reach every client that selects them on a
/// window, each vertical blank the program asked for. A frame put between
/// the blanks N and N+1 is on screen from N+1; its pixels are read back as
/// soon as it arrives.
final class FrameWatcher {
    private let raw: OpaquePointer
    private let window: UInt
    private let y: Int
    private let width: Int
    private let damage: Damage
    private var damageEvent: Int32 = 0
    private var presentOpcode: Int32 = 0

    /// A blank as Present reported it: its count and its time in seconds.
    struct Blank {
        let count: UInt64
        let time: Double
    }

    /// A frame, with the blank it is shown from (nil if none came after it)
    /// and the row across the last rectangle, when it was read back alone.
    struct Frame {
        var shownAt: Blank?
        var row: Row?
    }

    private(set) var blanks: [Blank] = []
    private(set) var frames: [Frame] = []
    /// Every put into the window, as XDamage reported it, with no blanks to
    /// tell frames apart by (a server whose Present cannot speak).
    private(set) var puts = 0
    /// When the server took each put, in its milliseconds.
    private(set) var putTimes: [UInt] = []
    private var frameSinceBlank = false
    /// The bounds of the puts since `waitForWholeFrame` began, and of the
    /// window's part on the screen as the last of them found it.
    private var covered: (x: Int, y: Int, right: Int, bottom: Int)?
    private var visible: (width: Int, height: Int)?

    init(display: String, window: UInt, y: Int, width: Int) throws {
        guard let raw = XOpenDisplay(display) else { throw Session.Failure(description: "cannot open \(display)") }
        self.raw = raw
        self.window = window
        self.y = y
        self.width = width
        var errorBase: Int32 = 0, eventBase: Int32 = 0
        guard XDamageQueryExtension(raw, &damageEvent, &errorBase) != 0,
              XPresentQueryExtension(raw, &presentOpcode, &eventBase, &errorBase) != 0 else {
            XCloseDisplay(raw)
            throw Session.Failure(description: "the server lacks DAMAGE or Present")
        }
        damage = XDamageCreate(raw, window, XDamageReportRawRectangles)
        XPresentSelectInput(raw, window, UInt32(PresentCompleteNotifyMask))
        XSync(raw, False)
        // A new damage object reports the whole window once: no frame.
        _ = drain()
        frames = []
        blanks = []
        puts = 0
        putTimes = []
        frameSinceBlank = false
    }

    deinit {
        XCloseDisplay(raw)
    }

    /// Records until `done` says so of a frame read back, then as long again
    /// as `quiet` passes with no event; at most `seconds` in all. Returns
    /// the frame `done` accepted, nil if none came in time.
    @discardableResult
    func record(within seconds: Double = 3, quiet: Double = 0.2, until done: (Row) -> Bool) -> Row? {
        let deadline = MonotonicClock.nanoseconds() + UInt64(seconds * 1e9)
        var accepted: Row?
        var lastEvent = MonotonicClock.nanoseconds()
        var needsRead = false
        while MonotonicClock.nanoseconds() < deadline {
            if drain() { lastEvent = MonotonicClock.nanoseconds(); needsRead = true }
            if needsRead {
                let row = readRow()
                // Events that came before the pixels did are frames those
                // pixels already show: the row is the last frame's.
                _ = drain()
                if let row, !frames.isEmpty {
                    frames[frames.count - 1].row = row
                    if accepted == nil, done(row) { accepted = row }
                }
                needsRead = false
                continue
            }
            if accepted != nil, Double(MonotonicClock.nanoseconds() - lastEvent) >= quiet * 1e9 { return accepted }
            wait(milliseconds: 5)
        }
        return nil
    }

    /// How many puts reach the window within `seconds` from now.
    func puts(within seconds: Double) -> Int {
        _ = drain()
        let before = puts
        let deadline = MonotonicClock.nanoseconds() + UInt64(seconds * 1e9)
        while MonotonicClock.nanoseconds() < deadline {
            _ = drain()
            wait(milliseconds: 5)
        }
        return puts - before
    }

    /// Waits until the program has put a frame drawn whole since the call:
    /// puts across all of the window's width that the screen shows, over
    /// the window's `rows` that it shows, the band; the program puts no
    /// other pixels, the server paints the rest. A frame drawn before a
    /// resize was handled has at most the width of the window it had, and
    /// one that only repaints what moved never reaches the left edge, where
    /// the first item stands still. The pixels are not read: a window
    /// larger than the screen, or one of a single pixel, shows nothing to
    /// measure. False if none comes within `seconds`.
    func waitForWholeFrame(width: Int, height: Int, rows: Range<Int>, within seconds: Double = 10) -> Bool {
        _ = drain()
        covered = nil
        visible = nil
        let deadline = MonotonicClock.nanoseconds() + UInt64(seconds * 1e9)
        while MonotonicClock.nanoseconds() < deadline {
            _ = drain()
            if let covered, let visible, covered.x <= 0, covered.y <= max(rows.lowerBound, 0),
               covered.right >= min(width, visible.width), covered.bottom >= min(rows.upperBound, height, visible.height) {
                return true
            }
            wait(milliseconds: 5)
        }
        return false
    }

    private func wait(milliseconds: Int32) {
        var connection = pollfd(fd: XConnectionNumber(raw), events: Int16(POLLIN), revents: 0)
        _ = poll(&connection, 1, milliseconds)
    }

    /// Handles every event received; true if a frame came.
    private func drain() -> Bool {
        var framed = false
        while XPending(raw) > 0 {
            var event = XEvent()
            XNextEvent(raw, &event)
            if event.type == damageEvent + XDamageNotify {
                let damage = withUnsafePointer(to: &event) { UnsafeRawPointer($0).load(as: XDamageNotifyEvent.self) }
                note(damage)
                puts += 1
                putTimes.append(damage.timestamp)
                if !frameSinceBlank { frames.append(Frame()) }
                frameSinceBlank = true
                framed = true
            } else if event.type == GenericEvent, event.xcookie.extension == presentOpcode,
                      event.xcookie.evtype == PresentCompleteNotify, XGetEventData(raw, &event.xcookie) != 0 {
                if let data = event.xcookie.data {
                    let complete = data.assumingMemoryBound(to: XPresentCompleteNotifyEvent.self).pointee
                    let blank = Blank(count: complete.msc, time: Double(complete.ust) / 1e6)
                    blanks.append(blank)
                    if frameSinceBlank { frames[frames.count - 1].shownAt = blank }
                    frameSinceBlank = false
                }
                XFreeEventData(raw, &event.xcookie)
            }
        }
        return framed
    }

    private func note(_ damage: XDamageNotifyEvent) {
        let (area, window) = (damage.area, damage.geometry)
        let screen = XDefaultScreen(raw)
        visible = (Int(XDisplayWidth(raw, screen)) - Int(window.x), Int(XDisplayHeight(raw, screen)) - Int(window.y))
        let (x, y) = (Int(area.x), Int(area.y))
        let (right, bottom) = (x + Int(area.width), y + Int(area.height))
        covered = covered.map { (min($0.x, x), min($0.y, y), max($0.right, right), max($0.bottom, bottom)) } ?? (x, y, right, bottom)
    }

    private func readRow() -> Row? {
        guard let image = XGetImage(raw, window, 0, Int32(y), UInt32(width), 1, XAllPlanes(), ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { return nil }
        return Image(width: width, height: 1, stride: Int(image.pointee.bytes_per_line), bytes: UnsafeRawPointer(data)).row(0)
    }
}
