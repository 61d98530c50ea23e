/// SwiftUI's `Visibility`: whether a part the framework draws shows, or
/// shows where the platform shows it.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
