import CX11
import Glibc

/// The window's input context: keys typed through Xlib's input method, in
/// the user's locale, so that the keyboard's layout, its dead keys and the
/// locale's Compose sequences give the text they give in any X program, and
/// an input method that `XMODIFIERS` names (IBus, fcitx over XIM) composes
/// Chinese, Japanese or Korean text into it. What the method composes is
/// drawn in the field at the caret where it hands it over (XIM's
/// on-the-spot style, as GTK asks for it), else the method draws it in a
/// window of its own (the root-window style).
final class InputContext {
    private let method: XIM
    let context: XIC
    /// What the method composes, where it hands it to the window.
    let composition: Composition?
    /// The events the method wants to see besides the window's own.
    let filterEvents: Int

    /// Nil where no method opens, not even Xlib's own for the locale:
    /// keys then type what XLookupString gives.
    init?(display: OpaquePointer, window: CX11.Window) {
        // Xlib's methods speak the C library's locale; LC_CTYPE alone,
        // which changes how characters are read and nothing else. Where
        // the environment names none, or one Xlib cannot speak, UTF-8's,
        // whose Compose file is the one most locales share.
        let named = setlocale(LC_CTYPE, "").map { String(cString: $0) }
        if named == nil || named == "C" || named == "POSIX" || XSupportsLocale() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
        // XMODIFIERS names the user's method; where it is gone (an IBus
        // not running), Xlib's own still composes.
        XSetLocaleModifiers("")
        var opened = XOpenIM(display, nil, nil, nil)
        if opened == nil {
            XSetLocaleModifiers("@im=none")
            opened = XOpenIM(display, nil, nil, nil)
        }
        guard let opened else { return nil }
        let styles = collapsible_im_styles(opened)
        defer { if let styles { XFree(styles) } }
        let offered = styles.map { Array(UnsafeBufferPointer(start: $0.pointee.supported_styles, count: Int($0.pointee.count_styles))) } ?? []
        let onTheSpot = [XIMPreeditCallbacks | XIMStatusNothing, XIMPreeditCallbacks | XIMStatusNone].map(XIMStyle.init)
        let rootStyle = XIMStyle(XIMPreeditNothing | XIMStatusNothing)
        var composition: Composition?
        var created: XIC?
        if let style = onTheSpot.first(where: offered.contains) {
            let drawing = Composition()
            created = collapsible_create_ic_drawing(opened, window, style, drawing.start, drawing.done, drawing.draw, drawing.caret)
            if created != nil { composition = drawing }
        }
        if created == nil {
            let style = offered.contains(rootStyle) || offered.isEmpty ? rootStyle : XIMStyle(XIMPreeditNone | XIMStatusNone)
            created = collapsible_create_ic(opened, window, style)
        }
        guard let created else {
            XCloseIM(opened)
            return nil
        }
        self.composition = composition
        method = opened
        context = created
        filterEvents = Int(collapsible_ic_filter_events(created))
        XSetICFocus(created)
    }

    deinit {
        XDestroyIC(context)
        XCloseIM(method)
    }

    /// The window gained the keyboard's focus, or lost it.
    func focus(_ focused: Bool) {
        if focused { XSetICFocus(context) } else { XUnsetICFocus(context) }
    }

    /// Whether the method shows a composition it has not committed.
    var isComposing: Bool { composition.map { !$0.preedit.isEmpty } ?? false }

    /// Ends what the method composes, which the field has already kept or
    /// dropped: what `XmbResetIC` hands back is that same text, and is let go.
    func reset() {
        if let left = Xutf8ResetIC(context) { XFree(left) }
        composition?.clear()
    }

    /// What the key `event` types, in UTF-8, and its keysym.
    func lookUp(_ event: inout XKeyEvent) -> (text: String, symbol: KeySym) {
        var bytes = [CChar](repeating: 0, count: 64)
        var symbol: KeySym = 0
        var status: Int32 = 0
        var count = Xutf8LookupString(context, &event, &bytes, Int32(bytes.count), &symbol, &status)
        if status == XBufferOverflow {
            bytes = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(context, &event, &bytes, Int32(bytes.count), &symbol, &status)
        }
        let typed = status == XLookupChars || status == XLookupBoth
            ? String(decoding: bytes.prefix(Int(max(count, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return (typed, status == XLookupKeySym || status == XLookupBoth ? symbol : 0)
    }
}
