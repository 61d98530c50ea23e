import CXTest
import Foundation
import Glibc

// The tests' own connection must outlive a server that a test kills: with
// Xlib's default handlers a lost connection or a failed request would end
// the whole test process.
nonisolated(unsafe) private var clientConnectionLost = false

/// The tests' side of the X server: finds the program's window, reads its
/// pixels back and drives it with XTest, as a user's mouse and keyboard would.
final class XClient {
    private let raw: OpaquePointer
    private var isOpen = true

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(display: String) throws {
        XSetErrorHandler { _, _ in 0 }
        XSetIOErrorHandler { _ in
            clientConnectionLost = true
            return 0
        }
        guard let raw = XOpenDisplay(display) else { throw Failure(description: "cannot open test display \(display)") }
        clientConnectionLost = false
        XSetIOErrorExitHandler(raw, { _, _ in clientConnectionLost = true }, nil)
        self.raw = raw
    }

    /// Closes the connection, as a test does before it kills the server.
    func close() {
        if isOpen && !clientConnectionLost { XCloseDisplay(raw) }
        isOpen = false
    }

    deinit { close() }

    var root: UInt { XDefaultRootWindow(raw) }

    private func atom(_ name: String) -> Atom { XInternAtom(raw, name, False) }

    // MARK: Finding the window

    /// The mapped top-level window, one with a class, that process `pid`
    /// made: a child of the root, or of a window manager's frame.
    func window(of pid: pid_t) -> UInt? {
        let tops = children(of: root)
        return (tops + tops.flatMap(children(of:))).first { window in
            windowClass(window) != nil
                && cardinal(window, "_NET_WM_PID") == Int(pid)
                && isViewable(window)
        }
    }

    private func children(of window: UInt) -> [UInt] {
        tree(of: window)?.children ?? []
    }

    /// The window a window is a child of: a window manager's frame, once it
    /// manages a top-level window, else the root.
    func parent(of window: UInt) -> UInt? {
        tree(of: window)?.parent
    }

    private func tree(of window: UInt) -> (parent: UInt, children: [UInt])? {
        var rootReturn: UInt = 0, parent: UInt = 0, count: UInt32 = 0
        var children: UnsafeMutablePointer<UInt>?
        guard XQueryTree(raw, window, &rootReturn, &parent, &children, &count) != 0 else { return nil }
        defer { if let children { XFree(children) } }
        return (parent, children.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? [])
    }

    /// A small top-level window of the tests' own, mapped.
    func mapWindow() -> UInt {
        let window = XCreateSimpleWindow(raw, root, 0, 0, 10, 10, 0, 0, 0)
        XMapWindow(raw, window)
        XSync(raw, False)
        return window
    }

    /// Takes the selection `name` ("CLIPBOARD") for a window of the tests'
    /// own, which never answers a request for it: an owner that hangs.
    func ownSelection(_ name: String) {
        XSetSelectionOwner(raw, atom(name), mapWindow(), 0)
        XSync(raw, False)
    }

    func windowClass(_ window: UInt) -> (resName: String, resClass: String)? {
        var hint = XClassHint()
        guard XGetClassHint(raw, window, &hint) != 0 else { return nil }
        defer {
            XFree(hint.res_name)
            XFree(hint.res_class)
        }
        return (String(cString: hint.res_name), String(cString: hint.res_class))
    }

    private func isViewable(_ window: UInt) -> Bool {
        var attributes = XWindowAttributes()
        return XGetWindowAttributes(raw, window, &attributes) != 0 && attributes.map_state == IsViewable
    }

    func size(of window: UInt) -> (width: Int, height: Int) {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(raw, window, &attributes)
        return (Int(attributes.width), Int(attributes.height))
    }

    /// A property's bytes, type name and format (8, 16 or 32), whole.
    func property(_ window: UInt, _ name: String) -> (type: String, bytes: [UInt8], format: Int)? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // The length is in 32-bit units: 64 MiB, more than any property here.
        guard XGetWindowProperty(raw, window, atom(name), 0, 1 << 24, False, Atom(AnyPropertyType),
                                 &type, &format, &items, &after, &data) == Success,
              let data, type != 0 else { return nil }
        defer { XFree(data) }
        // Xlib hands 32-bit items back as C longs.
        let itemSize = format == 32 ? MemoryLayout<Int>.size : Int(format) / 8
        return (atomName(type), Array(UnsafeBufferPointer(start: data, count: Int(items) * itemSize)), Int(format))
    }

    private func atomName(_ atom: Atom) -> String {
        XGetAtomName(raw, atom).map { name in
            defer { XFree(name) }
            return String(cString: name)
        } ?? ""
    }

    func cardinal(_ window: UInt, _ name: String, type: String = "CARDINAL") -> Int? {
        cardinals(window, name, type: type)?.first
    }

    /// A format-32 property's items, nil unless it has that type.
    func cardinals(_ window: UInt, _ name: String, type: String = "CARDINAL") -> [Int]? {
        guard let property = property(window, name), property.type == type, property.format == 32 else { return nil }
        // Xlib widens each 32-bit item to a long with its sign: 0xFF8E8E93
        // comes back negative.
        return property.bytes.withUnsafeBytes { $0.bindMemory(to: Int.self).map { $0 & 0xFFFF_FFFF } }
    }

    /// An ATOM property's atoms, by name.
    func atoms(_ window: UInt, _ name: String) -> [String]? {
        cardinals(window, name, type: "ATOM")?.map { atomName(Atom($0)) }
    }

    /// The minimum size in WM_NORMAL_HINTS, nil when the hints give none.
    func minimumSize(of window: UInt) -> (width: Int, height: Int)? {
        var hints = XSizeHints()
        var supplied = 0
        guard XGetWMNormalHints(raw, window, &hints, &supplied) != 0, hints.flags & PMinSize != 0 else { return nil }
        return (Int(hints.min_width), Int(hints.min_height))
    }

    /// Maps or unmaps `window`, as a window manager does to restore or minimise it.
    func setMapped(_ window: UInt, _ mapped: Bool) {
        if mapped { XMapWindow(raw, window) } else { XUnmapWindow(raw, window) }
        XSync(raw, False)
    }

    func deleteProperty(_ window: UInt, _ name: String) {
        XDeleteProperty(raw, window, atom(name))
        XSync(raw, False)
    }

    func text(_ window: UInt, _ name: String) -> (type: String, text: String)? {
        property(window, name).map { ($0.type, String(decoding: $0.bytes, as: UTF8.self)) }
    }

    func protocols(_ window: UInt) -> [String] {
        var atoms: UnsafeMutablePointer<Atom>?
        var count: Int32 = 0
        guard XGetWMProtocols(raw, window, &atoms, &count) != 0, let atoms else { return [] }
        defer { XFree(atoms) }
        return UnsafeBufferPointer(start: atoms, count: Int(count)).compactMap { atom in
            XGetAtomName(raw, atom).map { name in
                defer { XFree(name) }
                return String(cString: name)
            }
        }
    }

    // MARK: Pixels

    /// What the window shows in a rectangle, as 0xRRGGBB; nil when the
    /// server cannot give it (the window is gone, or partly off screen).
    func image(of window: UInt, x: Int = 0, y: Int, width: Int, height: Int = 1) -> Image? {
        guard let image = XGetImage(raw, window, Int32(x), Int32(y), UInt32(width), UInt32(height), XAllPlanes(), ZPixmap)
        else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { return nil }
        return Image(width: width, height: height, stride: Int(image.pointee.bytes_per_line), bytes: UnsafeRawPointer(data))
    }

    // MARK: Input

    /// Moves the pointer to a point of the window, in window pixels.
    func movePointer(to x: Int, _ y: Int, in window: UInt) {
        var rootX: Int32 = 0, rootY: Int32 = 0, child: UInt = 0
        XTranslateCoordinates(raw, window, root, Int32(x), Int32(y), &rootX, &rootY, &child)
        XTestFakeMotionEvent(raw, -1, rootX, rootY, 0)
        XSync(raw, False)
    }

    func button(_ number: Int, pressed: Bool) {
        XTestFakeButtonEvent(raw, UInt32(number), pressed ? True : False, 0)
        XSync(raw, False)
    }

    func click(_ x: Int, _ y: Int, in window: UInt, button number: Int = 1) {
        movePointer(to: x, y, in: window)
        button(number, pressed: true)
        button(number, pressed: false)
    }

    /// Presses and releases the key that carries `keysym`, with the window focused.
    func type(_ keysym: Int32, in window: UInt) {
        key(keysym, pressed: true, in: window)
        key(keysym, pressed: false, in: window)
    }

    /// Presses or releases the key that carries `keysym`, with the window focused.
    func key(_ keysym: Int32, pressed: Bool, in window: UInt) {
        XSetInputFocus(raw, window, Int32(RevertToPointerRoot), 0)
        XTestFakeKeyEvent(raw, UInt32(XKeysymToKeycode(raw, KeySym(keysym))), pressed ? True : False, 0)
        XSync(raw, False)
    }

    /// Gives the keyboard focus to `window`, as a window manager does; nil
    /// takes it from every window.
    func focus(_ window: UInt?) {
        XSetInputFocus(raw, window ?? UInt(None), Int32(RevertToNone), 0)
        XSync(raw, False)
    }

    /// Takes the whole keyboard for this connection, as a screen reader
    /// does while one of its keys is down, or gives it back: the window
    /// with the focus hears it lose the focus to the grab, and get it back.
    func grabKeyboard(_ grabbed: Bool) {
        if grabbed {
            XGrabKeyboard(raw, root, False, GrabModeAsync, GrabModeAsync, 0)
        } else {
            XUngrabKeyboard(raw, 0)
        }
        XSync(raw, False)
    }

    /// The screen, which holds the pointer: XTest cannot move it beyond.
    var screenSize: (width: Int, height: Int) {
        let screen = XDefaultScreen(raw)
        return (Int(XDisplayWidth(raw, screen)), Int(XDisplayHeight(raw, screen)))
    }

    func move(_ window: UInt, x: Int, y: Int) {
        XMoveWindow(raw, window, Int32(x), Int32(y))
        XSync(raw, False)
    }

    func resize(_ window: UInt, width: Int, height: Int) {
        XResizeWindow(raw, window, UInt32(width), UInt32(height))
        XSync(raw, False)
    }

    /// Has the server paint a window's background over all of it, as on an
    /// expose; with `exposures` the window's client hears of it and repaints.
    func clear(_ window: UInt, exposures: Bool) {
        XClearArea(raw, window, 0, 0, 0, 0, exposures ? True : False)
        XSync(raw, False)
    }

    /// Destroys a window that another client owns, as a window manager may.
    func destroy(_ window: UInt) {
        XDestroyWindow(raw, window)
        XSync(raw, False)
    }

    /// What a window manager sends when the user closes the window.
    func requestClose(_ window: UInt) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(atom("WM_DELETE_WINDOW"))
        event.xclient.data.l.1 = 0
        XSendEvent(raw, window, False, NoEventMask, &event)
        XSync(raw, False)
    }

    /// The window that owns a selection, nil when none does.
    func selectionOwner(_ selection: String) -> UInt? {
        let owner = XGetSelectionOwner(raw, atom(selection))
        return owner == 0 ? nil : owner
    }

    /// Makes this connection the screen's XSETTINGS manager, publishing
    /// `settings`, and announces it as a manager does. Returns its window.
    func becomeXSettingsManager(publishing settings: [UInt8]) -> UInt {
        let window = XCreateSimpleWindow(raw, root, -1, -1, 1, 1, 0, 0, 0)
        publishXSettings(settings, on: window)
        XSetSelectionOwner(raw, atom("_XSETTINGS_S0"), window, 0)
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = root
        event.xclient.message_type = atom("MANAGER")
        event.xclient.format = 32
        event.xclient.data.l.0 = 0
        event.xclient.data.l.1 = Int(atom("_XSETTINGS_S0"))
        event.xclient.data.l.2 = Int(window)
        XSendEvent(raw, root, False, StructureNotifyMask, &event)
        XSync(raw, False)
        return window
    }

    /// Replaces the settings a manager made by `becomeXSettingsManager` publishes.
    func publishXSettings(_ settings: [UInt8], on window: UInt) {
        let name = atom("_XSETTINGS_SETTINGS")
        XChangeProperty(raw, window, name, name, 8, PropModeReplace, settings, Int32(settings.count))
        XSync(raw, False)
    }

    /// Sets the root window's RESOURCE_MANAGER, as xrdb does; nil removes it.
    func setResources(_ text: String?) {
        if let text {
            let bytes = Array(text.utf8)
            XChangeProperty(raw, root, XA_RESOURCE_MANAGER, XA_STRING, 8, PropModeReplace, bytes, Int32(bytes.count))
        } else {
            XDeleteProperty(raw, root, XA_RESOURCE_MANAGER)
        }
        XSync(raw, False)
    }
}

/// Pixels read back, 0xRRGGBB, row by row.
struct Image {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    /// Copies 32-bit pixels, 0xXXRRGGBB in native order (as both a 24-bit
    /// XImage and a cairo RGB24 surface hold them), `stride` bytes a row.
    init(width: Int, height: Int, stride: Int, bytes: UnsafeRawPointer) {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                pixels[y * width + x] = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) & 0xFF_FFFF
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    func row(_ y: Int) -> Row { Row(pixels: Array(pixels[(y * width)..<((y + 1) * width)])) }
}
