import CX11

extension Window {
    /// Says that the window is an ordinary top-level one (EWMH
    /// _NET_WM_WINDOW_TYPE_NORMAL), which a window manager decorates, lists
    /// in its task bar and lets the user move and resize.
    func setNormalType() {
        let raw = display.raw
        setProperty(XInternAtom(raw, "_NET_WM_WINDOW_TYPE", False), type: XA_ATOM,
                    items: [Int(XInternAtom(raw, "_NET_WM_WINDOW_TYPE_NORMAL", False))])
    }
}
