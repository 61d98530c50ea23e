import CX11
import Glibc

// Xlib reports errors through process-wide C callbacks that cannot capture
// anything; these globals are all that they touch.
nonisolated(unsafe) private var connectionLost = false
nonisolated(unsafe) private var firstProtocolError: XErrorEvent?

/// A connection to an X server. Closing it frees every resource the server
/// still holds for the program.
public final class Display {
    let raw: OpaquePointer
    public let name: String
    let screen: Int32
    let atoms: Atoms
    /// The keys held down, by keycode: a press of one of them is the key
    /// repeating, which a desktop user does not count as another press.
    var keysDown = Set<UInt32>()
    /// What keys type through, once the window has one.
    var input: InputContext?
    /// The clipboard and the primary selection, once the window has them.
    var selections: Selections?
    /// XInput 2's major opcode, once a window asked for its pointer events.
    var xinputOpcode: Int32?
    /// The touchpad's scroll valuators, as the pointer's devices last reported them.
    var scrollValuators = ScrollValuators()
    /// The touchpad's pinch under way.
    var pinch = PinchEvents()

    struct Atoms {
        let wmProtocols: Atom
        let wmDeleteWindow: Atom
        let netWMName: Atom
        let netWMPID: Atom
        let utf8String: Atom
        /// The XSETTINGS manager's selection on this screen, its property,
        /// and the message that announces a new manager.
        let xsettingsSelection: Atom
        let xsettingsSettings: Atom
        let manager: Atom
    }

    /// Opens the display that DISPLAY names.
    public init() throws(DisplayError) {
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
        // All in one round trip, where XInternAtom takes one each.
        let words: [String] = ["WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "_NET_WM_PID", "UTF8_STRING",
                               "_XSETTINGS_S\(screen)", "_XSETTINGS_SETTINGS", "MANAGER"]
        var names = words.map { strdup($0) }
        defer { names.forEach { free($0) } }
        var ids = [Atom](repeating: 0, count: names.count)
        XInternAtoms(raw, &names, Int32(names.count), False, &ids)
        atoms = Atoms(wmProtocols: ids[0], wmDeleteWindow: ids[1], netWMName: ids[2], netWMPID: ids[3], utf8String: ids[4],
                      xsettingsSelection: ids[5], xsettingsSettings: ids[6], manager: ids[7])
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

    var root: CX11.Window { XRootWindow(raw, screen) }

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
        throw .refused(display: name, error: describe(error))
    }

    /// Runs `body`, whose requests the program can do without (its icon, a
    /// shared segment, a look at another client's window, which may be gone
    /// by the time the server handles them), and waits for the server to
    /// handle them. Their refusal is returned, not kept for check() to end
    /// the program with; an error of an earlier request stays the program's.
    func attempt<T>(_ body: () -> T) -> Result<T, Refusal> {
        guard !connectionLost else { return .failure(Refusal(description: "the connection is lost")) }
        XSync(raw, False)
        let earlier = firstProtocolError
        firstProtocolError = nil
        let result = body()
        XSync(raw, False)
        let refusal = firstProtocolError.map(describe)
        firstProtocolError = earlier
        if connectionLost { return .failure(Refusal(description: "the connection is lost")) }
        return refusal.map { .failure(Refusal(description: $0)) } ?? .success(result)
    }

    /// The server's answer to a request it would not carry out.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    private func describe(_ error: XErrorEvent) -> String {
        var text = [CChar](repeating: 0, count: 256)
        XGetErrorText(raw, Int32(error.error_code), &text, Int32(text.count))
        let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "\(message) (request \(error.request_code))"
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
            // The input method sees every event first, and keeps those it composes with.
            if input != nil, XFilterEvent(&event, 0) != 0 {
                // Its messages call the composition's callbacks as they are filtered.
                if let composed = input?.composition?.take() { return .composed(composed) }
                continue
            }
            if let converted = convert(&event) { return converted }
        }
        return nil
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
