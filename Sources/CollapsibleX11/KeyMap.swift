import CollapsibleCore
import CX11

/// What a key does in the window.
enum KeyCommand: Equatable {
    /// Presses the focused control, or the frontmost tap where none has the focus.
    case press
    case focusNext
    case focusPrevious
    /// Moves the focused slider.
    case adjust(SliderMove)
    /// Goes back a screen in a navigation stack.
    case back
    /// Shows the next tab of a tab view, or the previous.
    case switchTab(forward: Bool)
    case quit

    /// Works `view`'s focused control, as a click on it would, or moves the
    /// focus; returns whether what is shown changed. Quitting is the loop's.
    func perform(on view: inout LiveView) -> Bool {
        switch self {
        case .press: view.pressFocused()
        case .focusNext: view.moveFocus(forward: true)
        case .focusPrevious: view.moveFocus(forward: false)
        case .adjust(let move): view.adjustFocused(move)
        case .back: view.goBack()
        case .switchTab(let forward): view.switchTab(forward: forward)
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

    /// With Alt held, where a browser and GTK's file chooser take them.
    static let altCommands: [String: KeyCommand] = [
        "Left": .back, "KP_Left": .back,
    ]

    /// With Control held, as GTK's notebook and a browser's tabs take them.
    static let controlCommands: [String: KeyCommand] = [
        "Tab": .switchTab(forward: true), "ISO_Left_Tab": .switchTab(forward: false),
        "Page_Down": .switchTab(forward: true), "Page_Up": .switchTab(forward: false),
        "KP_Page_Down": .switchTab(forward: true), "KP_Page_Up": .switchTab(forward: false),
    ]

    /// The command of the key named `name`, with the modifiers of X's
    /// state mask held.
    static func command(named name: String, modifiers: UInt32) -> KeyCommand? {
        if modifiers & UInt32(Mod1Mask) != 0, let command = altCommands[name] { return command }
        if modifiers & UInt32(ControlMask) != 0, let command = controlCommands[name] { return command }
        return commands[name]
    }
}
