import CX11
import CollapsibleCore
import CollapsiblePainter
import Glibc

/// A top-level window, with the graphics context that copies pixels into it.
final class Window {
    let display: Display
    /// Its id, for the extensions that present frames to it.
    let id: CX11.Window
    private let gc: GC
    /// What the window shows beyond the largest frame: the background of
    /// the frame it shows, so that the rest reads as more of the same window.
    var background = Color.white {
        didSet { XSetForeground(display.raw, gc, Self.pixel(background)) }
    }

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
            | ButtonPressMask | ButtonReleaseMask | Button1MotionMask | FocusChangeMask
        id = XCreateWindow(raw, XRootWindow(raw, display.screen), 0, 0, UInt32(width), UInt32(height), 0,
                           24, UInt32(InputOutput), visual, UInt(CWBackPixmap | CWEventMask), &attributes)
        gc = XCreateGC(raw, id, 0, nil)
        XSetForeground(raw, gc, Self.pixel(background))
        self.display = display

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

    /// Copies `rect` of the buffer to the same place in the window. Only these
    /// pixels go to the server, and the window never shows a half-drawn frame.
    func show(_ rect: DeviceRect, from buffer: FrameBuffer) {
        guard display.isConnected else { return }
        let bounds = buffer.surface.bounds
        let inside = rect.intersection(bounds)
        if !inside.isEmpty {
            switch buffer {
            case .shared(let image):
                image.put(inside, into: id, with: gc)
            case .sent(let buffer):
                XPutImage(display.raw, id, gc, buffer.image, Int32(inside.x), Int32(inside.y),
                          Int32(inside.x), Int32(inside.y), UInt32(inside.width), UInt32(inside.height))
            }
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
