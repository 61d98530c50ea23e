import CollapsibleAccessibility

/// A key as the loop takes it: what a screen reader is told of it, and
/// what it does here if the screen reader leaves it to the program.
struct Key: Equatable {
    var stroke: KeyStroke
    /// Nil for a key that does nothing here, and for every release.
    var command: KeyCommand?
}
