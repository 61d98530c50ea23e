/// A shortcut as GTK's accelerator labels write it at a menu item's
/// trailing edge: the modifiers, Shift, Ctrl, Alt, each with a "+", then
/// the key, a letter in capitals ("Shift+Ctrl+S"). Command is Ctrl here.
extension KeyboardShortcut {
    var label: String {
        let held = modifiers.primary
        var parts: [String] = []
        if held.contains(.shift) { parts.append("Shift") }
        if held.contains(.control) { parts.append("Ctrl") }
        if held.contains(.option) { parts.append("Alt") }
        parts.append(key.label)
        return parts.joined(separator: "+")
    }
}

extension KeyEquivalent {
    /// The key as GTK names it in a label: by its X key symbol's name for
    /// a key that types nothing, else its character in capitals.
    var label: String {
        switch self {
        case .upArrow: "Up"
        case .downArrow: "Down"
        case .leftArrow: "Left"
        case .rightArrow: "Right"
        case .escape: "Escape"
        case .delete: "BackSpace"
        case .deleteForward: "Delete"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .clear: "Clear"
        case .tab: "Tab"
        case .space: "Space"
        case .return: "Return"
        default: character.uppercased()
        }
    }
}
