/// SwiftUI's `Visibility`: whether a part the framework draws, a row's
/// separator or a list's background, shows; `automatic` leaves it to the
/// style in force.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}
