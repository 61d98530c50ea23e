import CX11

extension Window {
    /// Says that the window is an ordinary top-level one (EWMH
    /// _NET_WM_WINDOW_TYPE_NORMAL), which a window manager decorates, lists
    /// in its task bar and lets the user move and resize.
    func setNormalType() {
        var normal = XInternAtom(display.raw, "_NET_WM_WINDOW_TYPE_NORMAL", False)
        withUnsafeBytes(of: &normal) {
            _ = XChangeProperty(display.raw, id, XInternAtom(display.raw, "_NET_WM_WINDOW_TYPE", False), XA_ATOM, 32,
                                PropModeReplace, $0.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }
}
