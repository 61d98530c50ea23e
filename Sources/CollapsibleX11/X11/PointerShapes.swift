import CX11
import CX11Extensions
import CollapsibleCore

/// The pointer's shape over the window, from the desktop's cursor theme by
/// its freedesktop name, each loaded the first time it is shown, as GTK
/// loads them. A name the theme lacks shows the arrow.
final class PointerShapes {
    private let window: Window
    private var loaded: [String: Cursor] = [:]
    private var shown = PointerStyle.default

    init(of window: Window) {
        self.window = window
    }

    func show(_ style: PointerStyle) {
        guard style != shown else { return }
        shown = style
        let cursor = loaded[style.cursorName] ?? load(style.cursorName)
        XDefineCursor(window.display.raw, window.id, cursor)
    }

    private func load(_ name: String) -> Cursor {
        let cursor = XcursorLibraryLoadCursor(window.display.raw, name)
        loaded[name] = cursor
        return cursor
    }

    deinit {
        // None, the arrow a missing name gives, is no cursor to free; as
        // with the window's GC, Xlib frees its side with the server gone.
        for cursor in loaded.values where cursor != 0 {
            XFreeCursor(window.display.raw, cursor)
        }
    }
}
