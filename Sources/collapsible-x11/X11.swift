import CX11
import CollapsiblePainter
import Glibc

// Everything that touches Xlib lives in this file. Past it, the program sees
// a `Display`, a `Window`, an `XImageBuffer` and `Event`s, never an XEvent.

// Xlib reports errors through process-wide C callbacks that cannot capture
// anything; these globals are all that they touch.
nonisolated(unsafe) private var connectionLost = false
nonisolated(unsafe) private var firstProtocolError: XErrorEvent?

/// Why the program cannot go on with the X server, as one line for stderr.
enum DisplayError: Error, CustomStringConvertible {
    case noDisplay
    /// `reason` is the server's, when it answered with a refusal.
    case cannotOpen(display: String, reason: String?)
    case connectionLost(display: String)
    case refused(display: String, error: String)
    case unsupportedVisual(display: String)
    case windowDestroyed(display: String)

    var description: String {
        switch self {
        case .noDisplay:
            return "no X display: DISPLAY is not set (use --render FILE.png to draw without one)"
        case .cannotOpen(let display, let reason?):
            return "cannot open X display \(display): the X server refused the connection: \(reason)"
        case .cannotOpen(let display, nil):
            // Xlib also fails, without a word, for a screen the server lacks.
            guard let screen = display.split(separator: ":").last?.split(separator: ".").dropFirst().first else {
                return "cannot open X display \(display): no X server answers there"
            }
            return "cannot open X display \(display): no X server answers there, or it has no screen \(screen)"
        case .connectionLost(let display):
            return "lost the connection to the X server \(display)"
        case .refused(let display, let error):
            return "the X server \(display) refused a request: \(error)"
        case .unsupportedVisual(let display):
            return "the X server \(display) offers no 24-bit TrueColor visual, which this program draws for"
        case .windowDestroyed(let display):
            return "another client of the X server \(display) destroyed the window"
        }
    }
}

/// What the program hears from the X server. Positions are device pixels in
/// the window; times are the server's milliseconds.
enum Event: Equatable {
    /// Part of the window lost its contents and must be shown again.
    case exposed(DeviceRect)
    case resized(width: Int, height: Int)
    case buttonPressed(button: Int, x: Int, y: Int, time: UInt)
    case buttonReleased(button: Int, x: Int, y: Int, time: UInt)
    /// The pointer moved with button 1 held, the only motion a tap cares for.
    case pointerMoved(x: Int, y: Int)
    case keyPressed(Key)
    /// The window manager's close button: WM_DELETE_WINDOW.
    case closeRequested
    /// Another client destroyed the window, as a window manager's kill may.
    case destroyed
}

/// The keys the program answers to, by the symbol on the key whatever the
/// modifiers, so that Caps Lock does not turn q into something else.
enum Key: Equatable {
    case space, returnKey, escape, q

    fileprivate init?(_ symbol: KeySym) {
        switch Int32(truncatingIfNeeded: symbol) {
        case XK_space: self = .space
        case XK_Return, XK_KP_Enter: self = .returnKey
        case XK_Escape: self = .escape
        case XK_q: self = .q
        default: return nil
        }
    }
}

/// A connection to an X server. Closing it frees every resource the server
/// still holds for the program.
final class Display {
    fileprivate let raw: OpaquePointer
    let name: String
    fileprivate let screen: Int32
    fileprivate let atoms: Atoms
    /// The keys held down, by keycode: a press of one of them is the key
    /// repeating, which a desktop user does not count as another press.
    private var keysDown = Set<UInt32>()

    fileprivate struct Atoms {
        let wmProtocols: Atom
        let wmDeleteWindow: Atom
        let netWMName: Atom
        let netWMPID: Atom
        let utf8String: Atom
    }

    /// Opens the display that DISPLAY names.
    init() throws(DisplayError) {
        guard let variable = getenv("DISPLAY"), variable.pointee != 0 else { throw .noDisplay }
        name = String(cString: variable)
        // Without these, Xlib's defaults print their own message and exit(1)
        // from deep inside whatever call met the error.
        XSetIOErrorHandler { _ in
            connectionLost = true
            return 0
        }
        XSetErrorHandler { _, event in
            if firstProtocolError == nil, let event { firstProtocolError = event.pointee }
            return 0
        }
        let (opened, said) = catchingStandardError { XOpenDisplay(nil) }
        let reason = said.split(separator: "\n").joined(separator: "; ")
        guard let raw = opened else { throw .cannotOpen(display: name, reason: reason.isEmpty ? nil : reason) }
        if !said.isEmpty { _ = write(2, said, said.utf8.count) }
        self.raw = raw
        // The I/O error handler alone is not enough: when it returns, Xlib
        // calls this one, whose default is exit(1).
        XSetIOErrorExitHandler(raw, { _, _ in connectionLost = true }, nil)
        // A held key repeats, by default as a release and a press each time,
        // just as if it were typed again. Asked this, the server sends the
        // presses alone, and a press of a key still down is a repeat.
        var detectable: Int32 = 0
        XkbSetDetectableAutoRepeat(raw, True, &detectable)
        screen = XDefaultScreen(raw)
        atoms = Atoms(
            wmProtocols: XInternAtom(raw, "WM_PROTOCOLS", False),
            wmDeleteWindow: XInternAtom(raw, "WM_DELETE_WINDOW", False),
            netWMName: XInternAtom(raw, "_NET_WM_NAME", False),
            netWMPID: XInternAtom(raw, "_NET_WM_PID", False),
            utf8String: XInternAtom(raw, "UTF8_STRING", False))
        try check()
    }

    deinit {
        // Also after the server is gone: Xlib then sends nothing, but still
        // frees the connection's memory and closes its socket.
        XCloseDisplay(raw)
    }

    var isConnected: Bool { !connectionLost }

    /// The connection's socket, to wait on with poll().
    var fileDescriptor: Int32 { XConnectionNumber(raw) }

    /// The desktop's scale, Xft.dpi / 96 as GTK and Qt read it; nil when the
    /// resource is not set (KDE removes it when it would be 96).
    var resourceScale: Double? {
        guard let resources = XResourceManagerString(raw) else { return nil }
        XrmInitialize()
        guard let database = XrmGetStringDatabase(resources) else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>?
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0,
              let address = value.addr else { return nil }
        let text = String(cString: address).filter { $0 != " " && $0 != "\t" }
        guard let dpi = Double(text), dpi.isFinite, dpi > 0 else { return nil }
        return dpi / 96
    }

    /// Waits for the server to handle every request sent so far, then reports
    /// the first error it had.
    func sync() throws(DisplayError) {
        if !connectionLost { XSync(raw, False) }
        try check()
    }

    /// Sends the requests buffered so far.
    func flush() {
        if !connectionLost { XFlush(raw) }
    }

    /// Throws if the connection died or a request failed.
    func check() throws(DisplayError) {
        if connectionLost { throw .connectionLost(display: name) }
        guard let error = firstProtocolError else { return }
        firstProtocolError = nil
        var text = [CChar](repeating: 0, count: 256)
        XGetErrorText(raw, Int32(error.error_code), &text, Int32(text.count))
        let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        throw .refused(display: name, error: "\(message) (request \(error.request_code))")
    }

    /// Whether events wait in Xlib's queue or on the socket. Also sends what
    /// is buffered, as XPending always does.
    var hasQueuedEvents: Bool {
        !connectionLost && XPending(raw) > 0
    }

    /// poll() saw the socket hang up. Xlib notices on its next read, which
    /// this makes; should it not, the connection counts as lost all the same,
    /// or the loop would spin on a socket that is always ready.
    func hungUp() {
        if !connectionLost { _ = XPending(raw) }
        connectionLost = true
    }

    /// The next event already received, or nil when none is queued.
    /// XPending also reads whatever the socket holds, so after a round trip
    /// events that poll() would no longer see are caught here.
    func nextEvent() -> Event? {
        var event = XEvent()
        // XNextEvent on an empty queue blocks, and after the connection died
        // it dereferences a null queue head: call it only with events queued.
        while !connectionLost, XPending(raw) > 0 {
            XNextEvent(raw, &event)
            if let converted = convert(&event) { return converted }
        }
        return nil
    }

    private func convert(_ event: inout XEvent) -> Event? {
        switch event.type {
        case Expose:
            let expose = event.xexpose
            return .exposed(DeviceRect(x: Int(expose.x), y: Int(expose.y),
                                       width: Int(expose.width), height: Int(expose.height)))
        case DestroyNotify:
            return .destroyed
        case ConfigureNotify:
            return .resized(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
        case ButtonPress:
            let button = event.xbutton
            return .buttonPressed(button: Int(button.button), x: Int(button.x), y: Int(button.y), time: button.time)
        case ButtonRelease:
            let button = event.xbutton
            return .buttonReleased(button: Int(button.button), x: Int(button.x), y: Int(button.y), time: button.time)
        case MotionNotify:
            return .pointerMoved(x: Int(event.xmotion.x), y: Int(event.xmotion.y))
        case KeyPress:
            guard keysDown.insert(event.xkey.keycode).inserted else { return nil }
            return Key(XLookupKeysym(&event.xkey, 0)).map { .keyPressed($0) }
        case KeyRelease:
            keysDown.remove(event.xkey.keycode)
            return nil
        case KeymapNotify:
            // The focus or the pointer just came into the window, with the
            // keys that are down now: one let go while the focus was elsewhere
            // sent no release here.
            keysDown = withUnsafeBytes(of: event.xkeymap.key_vector) { bits in
                Set((0..<bits.count * 8).filter { bits[$0 / 8] & (1 << ($0 % 8)) != 0 }.map(UInt32.init))
            }
            return nil
        case ClientMessage:
            let message = event.xclient
            guard message.message_type == atoms.wmProtocols,
                  Atom(truncatingIfNeeded: message.data.l.0) == atoms.wmDeleteWindow else { return nil }
            return .closeRequested
        case MappingNotify:
            // The keyboard changed; XLookupKeysym reads Xlib's copy of the map.
            XRefreshKeyboardMapping(&event.xmapping)
            return nil
        default:
            return nil
        }
    }
}

/// Runs `body` with what it writes to stderr caught instead of shown.
/// XOpenDisplay prints a refusing server's reason there itself, with a blank
/// line after it; the program tells it in its one line instead.
private func catchingStandardError<T>(_ body: () -> T) -> (T, String) {
    var ends: [Int32] = [-1, -1]
    let shown = dup(2)
    guard shown >= 0, pipe(&ends) == 0 else {
        if shown >= 0 { close(shown) }
        return (body(), "")
    }
    dup2(ends[1], 2)
    close(ends[1])
    let result = body()
    // Closes the pipe's last writing end, so that reading it ends.
    dup2(shown, 2)
    close(shown)
    var said: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 512)
    while true {
        let count = read(ends[0], &chunk, chunk.count)
        guard count > 0 else { break }
        said += chunk[..<count]
    }
    close(ends[0])
    return (result, String(decoding: said, as: UTF8.self))
}

/// A top-level window, with the graphics context that copies pixels into it.
final class Window {
    private let display: Display
    private let id: CX11.Window
    private let gc: GC

    init(on display: Display, width: Int, height: Int, title: String, className: String) throws(DisplayError) {
        let raw = display.raw
        guard let visual = XDefaultVisual(raw, display.screen),
              XDefaultDepth(raw, display.screen) == 24,
              visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0x00FF00,
              visual.pointee.blue_mask == 0x0000FF else { throw .unsupportedVisual(display: display.name) }

        var attributes = XSetWindowAttributes()
        // No background: on an expose or a resize the server leaves what is on
        // screen in place instead of clearing to a colour first, which is the
        // flash that a background would show before each repaint.
        attributes.background_pixmap = Pixmap(None)
        attributes.event_mask = ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | KeymapStateMask
            | ButtonPressMask | ButtonReleaseMask | Button1MotionMask
        id = XCreateWindow(raw, XRootWindow(raw, display.screen), 0, 0, UInt32(width), UInt32(height), 0,
                           24, UInt32(InputOutput), visual, UInt(CWBackPixmap | CWEventMask), &attributes)
        gc = XCreateGC(raw, id, 0, nil)
        // Where the window is larger than the buffer can be, the system
        // background shows.
        XSetForeground(raw, gc, XWhitePixel(raw, display.screen))
        self.display = display

        XStoreName(raw, id, title)
        setProperty(display.atoms.netWMName, type: display.atoms.utf8String, bytes: Array(title.utf8))
        var pid = UInt(getpid())
        _ = withUnsafeBytes(of: &pid) {
            XChangeProperty(raw, id, display.atoms.netWMPID, XA_CARDINAL, 32, PropModeReplace,
                            $0.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        var wmHints = XWMHints()
        // Keyboard input comes through the window manager's focus.
        wmHints.flags = InputHint | StateHint
        wmHints.input = True
        wmHints.initial_state = NormalState
        className.withCString { name in
            var classHint = XClassHint(res_name: UnsafeMutablePointer(mutating: name),
                                       res_class: UnsafeMutablePointer(mutating: name))
            // Also WM_CLIENT_MACHINE and WM_COMMAND, which _NET_WM_PID needs
            // to mean anything.
            XSetWMProperties(raw, id, nil, nil, CommandLine.unsafeArgv, CommandLine.argc, nil, &wmHints, &classHint)
        }
        var deleteWindow = display.atoms.wmDeleteWindow
        XSetWMProtocols(raw, id, &deleteWindow, 1)
    }

    deinit {
        // Even with the server gone, XFreeGC frees Xlib's copy of the GC.
        XFreeGC(display.raw, gc)
        XDestroyWindow(display.raw, id)
    }

    func map() {
        XMapWindow(display.raw, id)
    }

    private func setProperty(_ property: Atom, type: Atom, bytes: [UInt8]) {
        XChangeProperty(display.raw, id, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    /// Copies `rect` of the buffer to the same place in the window. Only these
    /// pixels go to the server, and the window never shows a half-drawn frame.
    func show(_ rect: DeviceRect, from buffer: XImageBuffer) {
        guard display.isConnected else { return }
        let bounds = buffer.surface.bounds
        let inside = rect.intersection(bounds)
        if !inside.isEmpty {
            XPutImage(display.raw, id, gc, buffer.image, Int32(inside.x), Int32(inside.y),
                      Int32(inside.x), Int32(inside.y), UInt32(inside.width), UInt32(inside.height))
        }
        let far = Int(Int32.max)
        let beyond = [
            rect.intersection(DeviceRect(x: bounds.maxX, y: 0, width: far, height: far)),
            rect.intersection(DeviceRect(x: 0, y: bounds.maxY, width: bounds.maxX, height: far)),
        ]
        for part in beyond where !part.isEmpty {
            XFillRectangle(display.raw, id, gc, Int32(part.x), Int32(part.y), UInt32(part.width), UInt32(part.height))
        }
    }
}

/// An XImage whose pixels are an `ImageSurface`'s own, so that XPutImage
/// sends what cairo drew without a copy.
final class XImageBuffer {
    let surface: ImageSurface
    fileprivate let image: UnsafeMutablePointer<XImage>

    init(_ surface: ImageSurface, on display: Display) throws(DisplayError) {
        let pixels = UnsafeMutableRawPointer(surface.data).assumingMemoryBound(to: CChar.self)
        guard let image = XCreateImage(display.raw, XDefaultVisual(display.raw, display.screen), 24, ZPixmap, 0,
                                       pixels, UInt32(surface.width), UInt32(surface.height), 32, Int32(surface.stride))
        else { throw .unsupportedVisual(display: display.name) }
        self.surface = surface
        self.image = image
        guard image.pointee.bits_per_pixel == 32 else { throw .unsupportedVisual(display: display.name) }
        // cairo's pixels are 32-bit words in the machine's byte order; Xlib
        // swaps them on the way if the server wants the other one.
        #if _endian(little)
        image.pointee.byte_order = LSBFirst
        #else
        image.pointee.byte_order = MSBFirst
        #endif
    }

    deinit {
        // XDestroyImage frees the pixels too, and those belong to cairo.
        image.pointee.data = nil
        // XDestroyImage is a macro over this function pointer.
        _ = image.pointee.f.destroy_image(image)
    }
}
