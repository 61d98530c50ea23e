import CollapsibleCore

/// What a key does in the window.
enum KeyCommand: Equatable {
    /// Presses the focused control, or the frontmost tap where none has the focus.
    case press
    case focusNext
    case focusPrevious
    /// Moves the focused slider.
    case adjust(SliderMove)
    /// Goes from item to item in an open menu, down going on; else moves
    /// the focused slider.
    case adjustVertically(SliderMove)
    /// Opens the context menu of the focused control.
    case openMenu
    /// Dismisses the frontmost presented layer; closes the window where none is.
    case escape
    case quit

    /// Works `view`'s focused control, as a click on it would, or moves the
    /// focus; returns whether what is shown changed. Quitting is the loop's.
    func perform(on view: inout LiveView) -> Bool {
        switch self {
        case .press: view.pressFocused()
        case .focusNext: view.moveFocus(forward: true)
        case .focusPrevious: view.moveFocus(forward: false)
        case .adjust(let move): view.adjustFocused(move)
        case .adjustVertically(let move): view.moveInMenu(forward: move == .decrease) || view.adjustFocused(move)
        case .openMenu: view.openContextMenu()
        case .escape: view.dismissFrontmost()
        case .quit: false
        }
    }
}

/// Which key does what: the program's table, as st keeps its shortcuts in
/// config.h, by the names X gives the keys' symbols.
enum KeyMap {
    static let commands: [String: KeyCommand] = [
        // As a tap on the last item does.
        "space": .press, "Return": .press, "KP_Enter": .press,
        // Shift+Tab gives ISO_Left_Tab in X's usual keymaps.
        "Tab": .focusNext, "ISO_Left_Tab": .focusPrevious,
        // As GTK's scale takes them: up and right increase.
        "Right": .adjust(.increase), "Up": .adjustVertically(.increase), "Left": .adjust(.decrease), "Down": .adjustVertically(.decrease),
        "KP_Right": .adjust(.increase), "KP_Up": .adjustVertically(.increase), "KP_Left": .adjust(.decrease),
        "KP_Down": .adjustVertically(.decrease),
        "Home": .adjust(.minimum), "End": .adjust(.maximum), "KP_Home": .adjust(.minimum), "KP_End": .adjust(.maximum),
        "Escape": .escape, "q": .quit,
        // As GTK opens a context menu; Shift+F10 too (`Display.key`).
        "Menu": .openMenu,
    ]
}
