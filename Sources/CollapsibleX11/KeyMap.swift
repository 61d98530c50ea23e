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
    /// Moves the focused slider where one has the focus, else the scroll
    /// view the keyboard reaches.
    case adjustOrScroll(SliderMove, ScrollMove)
    /// Moves the scroll view the keyboard reaches.
    case scroll(ScrollMove)
    case quit

    /// Works `view`'s focused control, as a click on it would, or moves the
    /// focus; returns whether what is shown changed. Quitting is the loop's.
    func perform(on view: inout LiveView) -> Bool {
        switch self {
        case .press: view.pressFocused()
        case .focusNext: view.moveFocus(forward: true)
        case .focusPrevious: view.moveFocus(forward: false)
        case .adjust(let move): view.adjustFocused(move)
        case .adjustOrScroll(let slider, let scroll): view.adjustFocused(slider) || view.scrollFocused(scroll)
        case .scroll(let move): view.scrollFocused(move)
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
        // As GTK's scale takes them: up and right increase; elsewhere, as
        // GTK's scrolled window takes them.
        "Right": .adjustOrScroll(.increase, .lineRight), "Up": .adjustOrScroll(.increase, .lineUp),
        "Left": .adjustOrScroll(.decrease, .lineLeft), "Down": .adjustOrScroll(.decrease, .lineDown),
        "KP_Right": .adjustOrScroll(.increase, .lineRight), "KP_Up": .adjustOrScroll(.increase, .lineUp),
        "KP_Left": .adjustOrScroll(.decrease, .lineLeft), "KP_Down": .adjustOrScroll(.decrease, .lineDown),
        "Home": .adjustOrScroll(.minimum, .top), "End": .adjustOrScroll(.maximum, .bottom),
        "KP_Home": .adjustOrScroll(.minimum, .top), "KP_End": .adjustOrScroll(.maximum, .bottom),
        // X names Page Up and Page Down by their older names.
        "Prior": .scroll(.pageUp), "Next": .scroll(.pageDown), "KP_Prior": .scroll(.pageUp), "KP_Next": .scroll(.pageDown),
        "Delete": .delete, "KP_Delete": .delete,
        "Escape": .quit, "q": .quit,
    ]
}
