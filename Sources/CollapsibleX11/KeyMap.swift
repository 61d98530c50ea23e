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
    /// Goes from item to item in an open menu, down going on; else moves
    /// the focused slider, else the scroll view the keyboard reaches.
    case adjustVertically(SliderMove, ScrollMove)
    /// Deletes the focused row of a list.
    case delete
    /// Moves the focused slider where one has the focus, else the scroll
    /// view the keyboard reaches.
    case adjustOrScroll(SliderMove, ScrollMove)
    /// Moves the scroll view the keyboard reaches.
    case scroll(ScrollMove)
    /// Opens the context menu of the focused control.
    case openMenu
    /// Dismisses the frontmost presented layer; closes the window where none is.
    case escape
    /// Goes back a screen in a navigation stack.
    case back
    /// Moves the focused row of a list one place up or down.
    case moveRow(up: Bool)
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
        case .adjustVertically(let slider, let scroll):
            view.moveInMenu(forward: slider == .decrease) || view.adjustFocused(slider) || view.scrollFocused(scroll)
        case .adjustOrScroll(let slider, let scroll):
            // Right and Left go into a submenu and out of it.
            [.increase, .decrease].contains(slider) && view.crossSubmenu(opening: slider == .increase)
                || view.adjustFocused(slider) || view.scrollFocused(scroll)
        case .scroll(let move): view.scrollFocused(move)
        case .openMenu: view.openContextMenu()
        case .escape: view.dismissFrontmost()
        case .back: view.goBack()
        case .switchTab(let forward): view.switchTab(forward: forward)
        case .delete: view.deleteFocused()
        case .moveRow(let up):
            // Where no row moves, Alt+Up and Alt+Down are Up and Down.
            view.moveFocusedRow(up: up)
                || KeyCommand.adjustVertically(up ? .increase : .decrease, up ? .lineUp : .lineDown).perform(on: &view)
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
        // GTK's scrolled window takes them; up and down go through an open menu.
        "Right": .adjustOrScroll(.increase, .lineRight), "Up": .adjustVertically(.increase, .lineUp),
        "Left": .adjustOrScroll(.decrease, .lineLeft), "Down": .adjustVertically(.decrease, .lineDown),
        "KP_Right": .adjustOrScroll(.increase, .lineRight), "KP_Up": .adjustVertically(.increase, .lineUp),
        "KP_Left": .adjustOrScroll(.decrease, .lineLeft), "KP_Down": .adjustVertically(.decrease, .lineDown),
        "Home": .adjustOrScroll(.minimum, .top), "End": .adjustOrScroll(.maximum, .bottom),
        "KP_Home": .adjustOrScroll(.minimum, .top), "KP_End": .adjustOrScroll(.maximum, .bottom),
        // X names Page Up and Page Down by their older names.
        "Prior": .scroll(.pageUp), "Next": .scroll(.pageDown), "KP_Prior": .scroll(.pageUp), "KP_Next": .scroll(.pageDown),
        "Delete": .delete, "KP_Delete": .delete,
        "Escape": .escape, "q": .quit,
        // As GTK opens a context menu; Shift+F10 too (`Display.key`).
        "Menu": .openMenu,
    ]

    /// What a key does in a text field, by the name of its symbol with
    /// Caps Lock let go, as GTK's entry binds them.
    static func textKey(_ name: String, shift: Bool, control: Bool) -> TextKey? {
        func move(_ plain: CaretMotion, _ word: CaretMotion) -> TextKey { .edit(.move(control ? word : plain, extending: shift)) }
        switch name {
        case "Left", "KP_Left": return move(.left, .wordLeft)
        case "Right", "KP_Right": return move(.right, .wordRight)
        case "Home", "KP_Home": return move(.lineStart, .start)
        case "End", "KP_End": return move(.lineEnd, .end)
        case "Up", "KP_Up": return move(.lineUp, .lineUp)
        case "Down", "KP_Down": return move(.lineDown, .lineDown)
        case "Prior", "KP_Prior": return move(.pageUp, .pageUp)
        case "Next", "KP_Next": return move(.pageDown, .pageDown)
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

    /// With Alt held, where a browser and GTK's file chooser take them;
    /// Alt+Up and Alt+Down move a row, as GTK's column view moves one.
    static let altCommands: [String: KeyCommand] = [
        "Left": .back, "KP_Left": .back,
        "Up": .moveRow(up: true), "KP_Up": .moveRow(up: true), "Down": .moveRow(up: false), "KP_Down": .moveRow(up: false),
    ]

    /// With Control held, as GTK's notebook and a browser's tabs take them.
    static let controlCommands: [String: KeyCommand] = [
        "Tab": .switchTab(forward: true), "ISO_Left_Tab": .switchTab(forward: false),
        "Page_Down": .switchTab(forward: true), "Page_Up": .switchTab(forward: false),
        "KP_Page_Down": .switchTab(forward: true), "KP_Page_Up": .switchTab(forward: false),
    ]

    /// SwiftUI's keys that type no character, by the names of their symbols.
    static let equivalents: [String: KeyEquivalent] = [
        "Up": .upArrow, "Down": .downArrow, "Left": .leftArrow, "Right": .rightArrow,
        "KP_Up": .upArrow, "KP_Down": .downArrow, "KP_Left": .leftArrow, "KP_Right": .rightArrow,
        "Escape": .escape, "BackSpace": .delete, "Delete": .deleteForward, "KP_Delete": .deleteForward,
        "Home": .home, "End": .end, "KP_Home": .home, "KP_End": .end,
        "Prior": .pageUp, "Next": .pageDown, "KP_Prior": .pageUp, "KP_Next": .pageDown, "Clear": .clear,
        "Tab": .tab, "ISO_Left_Tab": .tab, "space": .space, "Return": .return, "KP_Enter": .return,
    ]

    /// The key a symbol stands for: a named key, or the Latin-1 character
    /// that a symbol below 0x100 is.
    static func equivalent(named name: String, symbol: UInt32) -> KeyEquivalent? {
        if let named = equivalents[name] { return named }
        guard (0x21...0x7E).contains(symbol) || (0xA1...0xFF).contains(symbol), let scalar = Unicode.Scalar(symbol) else { return nil }
        return KeyEquivalent(Character(scalar))
    }

    /// SwiftUI's modifiers of X's state mask: Control is Command too, as
    /// GTK's Primary modifier is.
    static func modifiers(_ state: UInt32) -> EventModifiers {
        var modifiers: EventModifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { modifiers.formUnion([.control, .command]) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.option) }
        if state & UInt32(LockMask) != 0 { modifiers.insert(.capsLock) }
        return modifiers
    }

    /// The command of the key named `name`, with the modifiers of X's
    /// state mask held.
    static func command(named name: String, modifiers: UInt32) -> KeyCommand? {
        if modifiers & UInt32(Mod1Mask) != 0, let command = altCommands[name] { return command }
        if modifiers & UInt32(ControlMask) != 0, let command = controlCommands[name] { return command }
        return commands[name]
    }
}
