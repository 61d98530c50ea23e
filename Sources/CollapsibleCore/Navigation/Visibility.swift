/// SwiftUI's `Visibility`: whether a part of the interface the system
/// draws (a bar, a separator) is shown, or left to the system's choice.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}
