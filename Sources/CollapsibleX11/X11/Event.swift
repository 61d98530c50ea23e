import CX11
import CollapsibleCore

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
    /// A key, by the name X gives the symbol on it (as xev shows it:
    /// "space", "Return", "q"), whatever the modifiers, so that Caps Lock
    /// does not turn q into something else.
    case keyPressed(symbol: String)
    /// The window manager's close button: WM_DELETE_WINDOW.
    case closeRequested
    /// Another client destroyed the window, as a window manager's kill may.
    case destroyed
    /// The XSETTINGS manager changed its settings, or a new one started.
    case xsettingsChanged
    /// A vertical blank asked for with Present: its time in seconds on the
    /// server's monotonic clock, and its count.
    case vblank(serial: UInt32, time: Double, count: UInt64)
    /// The server has read a frame from the shared segment `segment`.
    case frameRead(segment: UInt)
    /// Monitors came, went or changed mode.
    case monitorsChanged
    /// The window got the keyboard focus, or lost it.
    case focusChanged(Bool)
}

extension Display {
    /// The program's own event for an XEvent, nil for one it ignores.
    func convert(_ event: inout XEvent) -> Event? {
        switch event.type {
        case Expose:
            let expose = event.xexpose
            return .exposed(DeviceRect(x: Int(expose.x), y: Int(expose.y),
                                       width: Int(expose.width), height: Int(expose.height)))
        case DestroyNotify:
            return .destroyed
        case ConfigureNotify:
            // The root window's own, heard for the XSETTINGS manager's sake.
            guard event.xconfigure.window != root else { return nil }
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
            guard keysDown.insert(event.xkey.keycode).inserted,
                  let name = XKeysymToString(XLookupKeysym(&event.xkey, 0)) else { return nil }
            // A name of Xlib's own, never to be freed.
            return .keyPressed(symbol: String(cString: name))
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
        case PropertyNotify:
            // Only the XSETTINGS manager's window has the program listening.
            return event.xproperty.atom == atoms.xsettingsSettings ? .xsettingsChanged : nil
        case ClientMessage:
            let message = event.xclient
            if message.message_type == atoms.manager {
                return Atom(truncatingIfNeeded: message.data.l.1) == atoms.xsettingsSelection ? .xsettingsChanged : nil
            }
            guard message.message_type == atoms.wmProtocols,
                  Atom(truncatingIfNeeded: message.data.l.0) == atoms.wmDeleteWindow else { return nil }
            return .closeRequested
        case FocusIn, FocusOut:
            // A focus that moves within the window, or that only follows the
            // pointer while no window has it, is no change of the window's.
            guard event.xfocus.detail != NotifyInferior, event.xfocus.detail != NotifyPointer else { return nil }
            return .focusChanged(event.type == FocusIn)
        case MappingNotify:
            // The keyboard changed; XLookupKeysym reads Xlib's copy of the map.
            XRefreshKeyboardMapping(&event.xmapping)
            return nil
        default:
            return convertPresenting(&event)
        }
    }
}
