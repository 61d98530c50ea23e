import CX11
import Glibc

/// The window's input context: keys typed through Xlib's input method, in
/// the user's locale, so that the keyboard's layout, its dead keys and the
/// locale's Compose sequences give the text they give in any X program, and
/// an input method that `XMODIFIERS` names (IBus, fcitx over XIM) composes
/// Chinese, Japanese or Korean text into it. The method draws what it
/// composes in a window of its own (XIM's root-window style).
final class InputContext {
    private let method: XIM
    let context: XIC
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
        let rootStyle = XIMStyle(XIMPreeditNothing | XIMStatusNothing)
        let styles = collapsible_im_styles(opened)
        defer { if let styles { XFree(styles) } }
        let offered = styles.map { Array(UnsafeBufferPointer(start: $0.pointee.supported_styles, count: Int($0.pointee.count_styles))) } ?? []
        let style = offered.contains(rootStyle) || offered.isEmpty ? rootStyle : XIMStyle(XIMPreeditNone | XIMStatusNone)
        guard let created = collapsible_create_ic(opened, window, style) else {
            XCloseIM(opened)
            return nil
        }
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
