import CXTest
import Timekeeping
import VirtualDesktop
#if canImport(Glibc)
import Glibc
#endif

/// The benchmark's own connection to its server: it sees windows appear,
/// reads a pixel back and presses keys through XTest, as a user would.
final class ServerConnection {
    private let raw: OpaquePointer

    init(display: String) throws(ChildProcess.Failure) {
        // A request on a window that has just gone is no reason to stop.
        XSetErrorHandler { _, _ in 0 }
        XSetIOErrorHandler { _ in
            print("collapsible-bench: lost the connection to the X server")
            exit(1)
        }
        guard let raw = XOpenDisplay(display) else {
            throw ChildProcess.Failure(description: "cannot open display \(display)")
        }
        self.raw = raw
        XSelectInput(raw, XDefaultRootWindow(raw), SubstructureNotifyMask)
    }

    deinit { XCloseDisplay(raw) }

    /// The next top-level window mapped; on this private server that is the
    /// program just started. Nil if none is within `seconds`, or if `process`
    /// ends first.
    func nextMappedWindow(of process: ChildProcess, within seconds: Double) -> UInt? {
        let deadline = MonotonicClock.nanoseconds() + UInt64(seconds * 1e9)
        while MonotonicClock.nanoseconds() < deadline && !process.hasExited {
            while XPending(raw) > 0 {
                var event = XEvent()
                XNextEvent(raw, &event)
                if event.type == MapNotify { return event.xmap.window }
            }
            var connection = pollfd(fd: XConnectionNumber(raw), events: Int16(POLLIN), revents: 0)
            poll(&connection, 1, 10)
        }
        return nil
    }

    /// The demo's colours, sRGB, where the first frame is sure to show them.
    private static let purple: UInt32 = 0xAF52DE
    private static let white: UInt32 = 0xFFFFFF

    /// Waits for the next window, then for its first frame: the last item's
    /// purple on the row and the white below it, where the black screen
    /// showed before.
    func firstFrame(of program: ChildProcess, width: Int, height: Int, name: String) throws(ChildProcess.Failure) -> UInt {
        guard let window = nextMappedWindow(of: program, within: 10) else {
            throw ChildProcess.Failure(description: "\(name) showed no window within 10 s")
        }
        let rowY = (height - 132) / 2 + 36
        let deadline = MonotonicClock.nanoseconds() + 10_000_000_000
        while MonotonicClock.nanoseconds() < deadline {
            if pixel(of: window, x: width - 2, y: height - 2) == Self.white,
               pixel(of: window, x: width - 30, y: rowY) == Self.purple {
                return window
            }
            usleep(500)
        }
        throw ChildProcess.Failure(description: "\(name) drew no frame within 10 s")
    }

    /// Forgets the events of windows that came and went.
    func dropEvents() {
        var event = XEvent()
        while XPending(raw) > 0 { XNextEvent(raw, &event) }
    }

    /// The window's pixel at (x, y) as 0xRRGGBB.
    func pixel(of window: UInt, x: Int, y: Int) -> UInt32? {
        guard let image = XGetImage(raw, window, Int32(x), Int32(y), 1, 1, XAllPlanes(), ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { return nil }
        return UnsafeRawPointer(data).load(as: UInt32.self) & 0xFF_FFFF
    }

    /// Presses and releases the primary button at (x, y) of the window.
    func click(_ x: Int, _ y: Int, in window: UInt) {
        var rootX: Int32 = 0, rootY: Int32 = 0, child: UInt = 0
        XTranslateCoordinates(raw, window, XDefaultRootWindow(raw), Int32(x), Int32(y), &rootX, &rootY, &child)
        XTestFakeMotionEvent(raw, -1, rootX, rootY, 0)
        XTestFakeButtonEvent(raw, 1, True, 0)
        XTestFakeButtonEvent(raw, 1, False, 0)
        XSync(raw, False)
    }

    /// Presses and releases the key that carries `keysym`, with the window focused.
    func type(_ keysym: Int32, in window: UInt) {
        XSetInputFocus(raw, window, Int32(RevertToPointerRoot), 0)
        let keycode = UInt32(XKeysymToKeycode(raw, KeySym(keysym)))
        XTestFakeKeyEvent(raw, keycode, True, 0)
        XTestFakeKeyEvent(raw, keycode, False, 0)
        XSync(raw, False)
    }
}
