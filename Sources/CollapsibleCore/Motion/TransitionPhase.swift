/// SwiftUI's `TransitionPhase`: where a view is in its transition, which a
/// `Transition`'s body is made for.
public enum TransitionPhase: Hashable, Sendable {
    /// About to come in: the state it comes from.
    case willAppear
    /// In, at rest.
    case identity
    /// Gone: the state it goes to.
    case didDisappear

    public var isIdentity: Bool { self == .identity }

    /// -1 coming in, 0 in, 1 gone: a sign for effects that go one way.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}
