import CollapsibleCore
import CollapsibleAccessibility

/// A key as the loop takes it: what a screen reader is told of it, and
/// what it does here if the screen reader leaves it to the program.
struct Key: Equatable {
    var stroke: KeyStroke
    /// Nil for a key that does nothing here, and for every release.
    var command: KeyCommand?
    /// A press of a key held down, which only a text field takes.
    var repeated = false
    /// What it types in a text field: none with Control or Alt held.
    var typed = ""
    /// What it does in a text field, where it edits rather than types.
    var text: TextKey?
    /// What the views that hear keys are told of it; nil for a key that
    /// stands for no character and none of SwiftUI's named keys.
    var press: KeyPress?
}

/// What a key does in the text field with the keyboard, as in GTK's entry.
enum TextKey: Equatable {
    case edit(TextEditCommand)
    case copy
    case cut
    case paste
}
