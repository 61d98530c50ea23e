import CollapsibleCore

/// What a key does in the window.
enum KeyCommand: Equatable {
    /// Presses the focused control, or the frontmost tap where none has the focus.
    case press
    case focusNext
    case focusPrevious
    /// Moves the focused slider.
    case adjust(SliderMove)
    /// Deletes the focused row of a list.
    case delete
    case quit

    /// Works `view`'s focused control, as a click on it would, or moves the
    /// focus; returns whether what is shown changed. Quitting is the loop's.
    func perform(on view: inout LiveView) -> Bool {
        switch self {
        case .press: view.pressFocused()
        case .focusNext: view.moveFocus(forward: true)
        case .focusPrevious: view.moveFocus(forward: false)
        case .adjust(let move): view.adjustFocused(move)
        case .delete: view.deleteFocused()
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
        "Right": .adjust(.increase), "Up": .adjust(.increase), "Left": .adjust(.decrease), "Down": .adjust(.decrease),
        "KP_Right": .adjust(.increase), "KP_Up": .adjust(.increase), "KP_Left": .adjust(.decrease), "KP_Down": .adjust(.decrease),
        "Home": .adjust(.minimum), "End": .adjust(.maximum), "KP_Home": .adjust(.minimum), "KP_End": .adjust(.maximum),
        "Delete": .delete, "KP_Delete": .delete,
        "Escape": .quit, "q": .quit,
    ]
}
