import CX11

extension Window {
    /// Asks the window manager to keep the window at least `width` x
    /// `height` device pixels, resizable above that (ICCCM WM_NORMAL_HINTS,
    /// PMinSize). A hint, as GTK's is: the window keeps the size it was
    /// created at, however small, and with no window manager nothing
    /// enforces it. Called again when the scale changes.
    func setMinimumSize(width: Int, height: Int) {
        var hints = XSizeHints()
        hints.flags = PMinSize
        hints.min_width = Int32(clamping: width)
        hints.min_height = Int32(clamping: height)
        XSetWMNormalHints(display.raw, id, &hints)
    }
}
