import CX11
import CollapsibleAccessibility
import CollapsibleCore

/// What the program hears from the X server. Positions are device pixels in
/// the window; times are the server's milliseconds.
enum Event: Equatable {
    /// Part of the window lost its contents and must be shown again.
    case exposed(DeviceRect)
    case resized(width: Int, height: Int)
    case buttonPressed(button: Int, x: Int, y: Int, time: UInt)
    case buttonReleased(button: Int, x: Int, y: Int, time: UInt)
    /// The pointer moved over the window, or with button 1 held from a press in it.
    case pointerMoved(x: Int, y: Int, time: UInt)
    /// The pointer left the window.
    case pointerLeft
    /// The touchpad scrolled, in notches of the wheel across and down, over a point of the window.
    case smoothScrolled(x: Double, y: Double, atX: Int, atY: Int)
    /// The touchpad's pinch came to `scale` and turned by `rotation` since it began, over a point of the window.
    case pinched(scale: Double, rotation: Angle, atX: Int, atY: Int, time: UInt)
    /// The pinch's fingers lifted, or the touchpad took them for another gesture.
    case pinchEnded(cancelled: Bool, time: UInt)
    /// A key going down, repeating, or coming up.
    case key(Key)
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
    /// The text a paste asked for came.
    case pasted(String)
    /// The input method's composition changed, or ended.
    case composed(PreeditText)
    /// The window got the keyboard focus, or lost it.
    case focusChanged(Bool)
    /// The window was mapped, or unmapped, as a window manager unmaps one
    /// it minimises.
    case mapped(Bool)
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
        case MapNotify, UnmapNotify:
            // The root window's own are the XSETTINGS manager's business.
            guard event.xmap.window != root else { return nil }
            return .mapped(event.type == MapNotify)
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
            return .pointerMoved(x: Int(event.xmotion.x), y: Int(event.xmotion.y), time: event.xmotion.time)
        case KeyPress:
            // An input method's text comes as a press of no key.
            let repeated = event.xkey.keycode != 0 && !keysDown.insert(event.xkey.keycode).inserted
            return .key(key(&event.xkey, repeated: repeated))
        case KeyRelease:
            keysDown.remove(event.xkey.keycode)
            return .key(key(&event.xkey, repeated: false))
        case KeymapNotify:
            // The focus or the pointer just came into the window, with the
            // keys that are down now: one let go while the focus was elsewhere
            // sent no release here.
            keysDown = withUnsafeBytes(of: event.xkeymap.key_vector) { bits in
                Set((0..<bits.count * 8).filter { bits[$0 / 8] & (1 << ($0 % 8)) != 0 }.map(UInt32.init))
            }
            return nil
        case PropertyNotify:
            // The window's own carry a large paste; the XSETTINGS manager's, its settings.
            if let selections, event.xproperty.window == selections.window {
                return selections.propertyChanged(event.xproperty).map(Event.pasted)
            }
            return event.xproperty.atom == atoms.xsettingsSettings ? .xsettingsChanged : nil
        case SelectionRequest:
            selections?.answer(event.xselectionrequest)
            return nil
        case SelectionClear:
            selections?.cleared(event.xselectionclear)
            return nil
        case SelectionNotify:
            return selections?.converted(event.xselection).map(Event.pasted)
        case ClientMessage:
            let message = event.xclient
            if message.message_type == atoms.manager {
                return Atom(truncatingIfNeeded: message.data.l.1) == atoms.xsettingsSelection ? .xsettingsChanged : nil
            }
            guard message.message_type == atoms.wmProtocols,
                  Atom(truncatingIfNeeded: message.data.l.0) == atoms.wmDeleteWindow else { return nil }
            return .closeRequested
        case LeaveNotify:
            // Out of the window, not into a window of its own.
            guard event.xcrossing.detail != NotifyInferior else { return nil }
            // The touchpad's valuators count again from where they are when it comes back.
            scrollValuators.restart()
            return .pointerLeft
        case FocusIn, FocusOut:
            // A focus that moves within the window, or that only follows the
            // pointer while no window has it, is no change of the window's.
            guard event.xfocus.detail != NotifyInferior, event.xfocus.detail != NotifyPointer else { return nil }
            // Nor is a grab of the keyboard, as a screen reader's grab of one
            // key makes at every press of it: the focus comes back at its
            // end. GTK's window keeps its focus through one too. A focus
            // that moves while the keyboard is grabbed (NotifyWhileGrabbed),
            // as a window manager's Alt+Tab moves it, does change.
            guard event.xfocus.mode != NotifyGrab, event.xfocus.mode != NotifyUngrab else { return nil }
            input?.focus(event.type == FocusIn)
            return .focusChanged(event.type == FocusIn)
        case MappingNotify:
            // The keyboard changed; XLookupKeysym reads Xlib's copy of the map.
            XRefreshKeyboardMapping(&event.xmapping)
            return nil
        default:
            return convertPointer(&event) ?? convertPresenting(&event)
        }
    }

    /// A key as a screen reader hears it, and what it does here: the
    /// command of the symbol it gives with the modifiers held, as xev names
    /// it ("space", "Return", "ISO_Left_Tab" for Shift+Tab), but for Caps
    /// Lock, which does not turn q into something else; and what it types
    /// or edits in a text field, through the input method where there is one.
    private func key(_ event: inout XKeyEvent, repeated: Bool) -> Key {
        let pressed = event.type == KeyPress
        var typed = "", symbol: KeySym = 0
        if pressed, let input {
            (typed, symbol) = input.lookUp(&event)
        } else {
            var bytes = [CChar](repeating: 0, count: 32)
            let count = XLookupString(&event, &bytes, Int32(bytes.count), &symbol, nil)
            // XLookupString's text is Latin-1, whose bytes are the first code points.
            typed = String(String.UnicodeScalarView(bytes.prefix(Int(max(count, 0))).map { Unicode.Scalar(UInt8(bitPattern: $0)) }))
        }
        // Xlib's names are its own, never to be freed.
        let name = XKeysymToString(symbol).map { String(cString: $0) } ?? ""
        let stroke = KeyStroke(pressed ? .press : .release, symbol: UInt32(truncatingIfNeeded: symbol), name: name,
                               code: event.keycode, modifiers: event.state, time: UInt32(truncatingIfNeeded: event.time),
                               typed: typed)
        var plain = event
        plain.state &= ~UInt32(LockMask)
        var plainSymbol: KeySym = 0
        _ = XLookupString(&plain, nil, 0, &plainSymbol, nil)
        let plainName = XKeysymToString(plainSymbol).map { String(cString: $0) } ?? ""
        let phase: KeyPress.Phases = !pressed ? .up : repeated ? .repeat : .down
        let press = KeyMap.equivalent(named: plainName, symbol: UInt32(truncatingIfNeeded: plainSymbol)).map {
            KeyPress(phase: phase, key: $0, characters: typed, modifiers: KeyMap.modifiers(event.state))
        }
        guard pressed else { return Key(stroke: stroke, command: nil, press: press) }
        let control = event.state & UInt32(ControlMask) != 0, shift = event.state & UInt32(ShiftMask) != 0
        let command = shift && plainSymbol == KeySym(XK_F10) ? .openMenu : KeyMap.command(named: plainName, modifiers: plain.state)
        var key = Key(stroke: stroke, command: command)
        key.repeated = repeated
        key.typed = event.state & UInt32(ControlMask | Mod1Mask) == 0 ? typed : ""
        key.text = event.keycode == 0 ? nil : KeyMap.textKey(plainName, shift: shift, control: control)
        key.press = press
        return key
    }
}
