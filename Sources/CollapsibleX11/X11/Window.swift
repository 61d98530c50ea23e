import CX11
import CollapsibleCore
import Glibc

/// A top-level window, with the graphics context that copies pixels into it.
final class Window {
    let display: Display
    /// Its id, for the extensions that present frames to it.
    let id: CX11.Window
    let gc: GC
    /// What the window shows where the program puts no pixels, painted by
    /// the server on every expose and resize: the background of the frame
    /// it shows, so that the rest reads as more of the same window. A new
    /// one shows where the server next paints; `clear` paints it now.
    var background = Color.white {
        didSet { XSetWindowBackground(display.raw, id, Self.pixel(background)) }
    }

    init(on display: Display, width: Int, height: Int, title: String, className: String) throws(DisplayError) {
        let raw = display.raw
        guard let visual = XDefaultVisual(raw, display.screen),
              XDefaultDepth(raw, display.screen) == 24,
              visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0x00FF00,
              visual.pointee.blue_mask == 0x0000FF else { throw .unsupportedVisual(display: display.name) }

        var attributes = XSetWindowAttributes()
        // The program holds only the pixels its view draws; the rest of the
        // window is one colour, which the server paints itself.
        attributes.background_pixel = Self.pixel(background)
        attributes.event_mask = Self.events | StructureNotifyMask | KeyPressMask | KeyReleaseMask | KeymapStateMask
        id = XCreateWindow(raw, XRootWindow(raw, display.screen), 0, 0, UInt32(width), UInt32(height), 0,
                           24, UInt32(InputOutput), visual, UInt(CWBackPixel | CWEventMask), &attributes)
        gc = XCreateGC(raw, id, 0, nil)
        self.display = display
        display.selectPointerEvents(on: id)

        XStoreName(raw, id, title)
        setProperty(display.atoms.netWMName, type: display.atoms.utf8String, bytes: Array(title.utf8))
        setProperty(display.atoms.netWMPID, type: XA_CARDINAL, items: [Int(getpid())])
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
        setNormalType()
    }

    /// What the window hears of the server: its own properties' changes
    /// carry a large paste.
    private static let events = ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | KeymapStateMask
        | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | LeaveWindowMask | FocusChangeMask | PropertyChangeMask

    /// Hears `mask` too, as an input method asks.
    func listen(also mask: Int) {
        XSelectInput(display.raw, id, Self.events | mask)
    }

    deinit {
        // Even with the server gone, XFreeGC frees Xlib's copy of the GC.
        XFreeGC(display.raw, gc)
        XDestroyWindow(display.raw, id)
    }

    func map() {
        XMapWindow(display.raw, id)
    }

    /// Asks for a new size in device pixels; the answer comes as a resize.
    func resize(width: Int, height: Int) {
        XResizeWindow(display.raw, id, UInt32(width), UInt32(height))
    }

    private func setProperty(_ property: Atom, type: Atom, bytes: [UInt8]) {
        XChangeProperty(display.raw, id, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    /// A property of 32-bit items, which Xlib takes as one C long each.
    func setProperty(_ property: Atom, type: Atom, items: [Int]) {
        items.withUnsafeBytes {
            _ = XChangeProperty(display.raw, id, property, type, 32, PropModeReplace,
                                $0.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(items.count))
        }
    }

    /// A colour as a pixel of the visual the window is made for, 0xRRGGBB.
    private static func pixel(_ color: Color) -> UInt {
        [color.red, color.green, color.blue].reduce(0) { $0 << 8 | UInt((min(max($1, 0), 1) * 255).rounded()) }
    }

    /// Paints the background over `area` but for `kept`, which the buffer covers.
    func clear(_ area: DeviceRect, keeping kept: DeviceRect) {
        for part in area.subtracting(kept) {
            XClearArea(display.raw, id, Int32(part.x), Int32(part.y), UInt32(part.width), UInt32(part.height), False)
        }
    }
}
