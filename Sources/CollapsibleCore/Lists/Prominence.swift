/// SwiftUI's `Prominence`: how much a section's header stands out; an
/// increased one is set larger, as iOS sets a header that names a screen's
/// main section.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}
