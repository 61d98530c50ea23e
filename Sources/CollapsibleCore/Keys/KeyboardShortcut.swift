/// SwiftUI's `KeyboardShortcut`: a key with the modifiers held, which
/// presses the button it is given to wherever the focus is. Command is
/// Control here, as GTK's Primary modifier is.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return, as the default button of a dialog takes it.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, as a dialog's cancel button takes it.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `press` is this shortcut: its key, a letter in either case,
    /// with the same modifiers, Control and Command one.
    func matches(_ press: KeyPress) -> Bool {
        press.phase == .down && press.key.character.lowercased() == key.character.lowercased()
            && modifiers.primary == press.modifiers.primary
    }
}

extension EventModifiers {
    /// The modifiers a shortcut reads, Control and Command as one, Caps
    /// Lock and the numeric pad left out.
    var primary: EventModifiers {
        var held = intersection([.shift, .option, .control, .command])
        if !held.isDisjoint(with: [.control, .command]) { held.formUnion([.control, .command]) }
        return held
    }
}
