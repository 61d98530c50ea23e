/// SwiftUI's `AnimationCompletionCriteria`: when a change's completion runs,
/// once its motion looks done, or once it is over and gone.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    let kind: Kind

    /// A spring after its response, though it still settles; a curve at its end.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// Once the motion has stopped and is gone.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}
