/// SwiftUI's `TextAlignment`: how the lines of a text align with each other.
/// Leading and trailing follow the text's own direction: a line of Arabic
/// starts at the right.
public enum TextAlignment: CaseIterable, Hashable, Sendable {
    case leading, center, trailing
}
