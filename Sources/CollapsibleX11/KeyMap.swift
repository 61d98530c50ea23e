import CollapsibleCore

/// What a key does in the window.
enum KeyCommand: Equatable {
    /// Presses the focused control, or the frontmost tap where none has the focus.
    case press
    case focusNext
    case focusPrevious
    /// Moves the focused slider.
    case adjust(SliderMove)
    case quit

    /// Works `view`'s focused control, as a click on it would, or moves the
    /// focus; returns whether what is shown changed. Quitting is the loop's.
    func perform(on view: inout LiveView) -> Bool {
        switch self {
        case .press: view.pressFocused()
        case .focusNext: view.moveFocus(forward: true)
        case .focusPrevious: view.moveFocus(forward: false)
        case .adjust(let move): view.adjustFocused(move)
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
        "Escape": .quit, "q": .quit,
    ]

    /// What a key does in a text field, by the name of its symbol with
    /// Caps Lock let go, as GTK's entry binds them.
    static func textKey(_ name: String, shift: Bool, control: Bool) -> TextKey? {
        func move(_ plain: CaretMotion, _ word: CaretMotion) -> TextKey { .edit(.move(control ? word : plain, extending: shift)) }
        switch name {
        case "Left", "KP_Left": return move(.left, .wordLeft)
        case "Right", "KP_Right": return move(.right, .wordRight)
        case "Home", "KP_Home", "Up", "KP_Up": return move(.start, .start)
        case "End", "KP_End", "Down", "KP_Down": return move(.end, .end)
        case "BackSpace": return .edit(.delete(forward: false, word: control))
        case "Delete", "KP_Delete": return shift ? .cut : .edit(.delete(forward: true, word: control))
        case "Insert", "KP_Insert": return shift ? .paste : control ? .copy : nil
        case "Return", "KP_Enter": return .edit(.submit)
        default: break
        }
        guard control else { return nil }
        switch name.lowercased() {
        case "a": return .edit(.selectAll)
        case "z": return .edit(shift ? .redo : .undo)
        case "c": return .copy
        case "x": return .cut
        case "v": return .paste
        default: return nil
        }
    }
}
