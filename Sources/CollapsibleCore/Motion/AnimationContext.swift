/// SwiftUI's `AnimationContext`: what a `CustomAnimation` keeps from one
/// frame to the next, and says of itself.
public struct AnimationContext<Value: VectorArithmetic> {
    /// What the animation keeps between frames, by key.
    public var state: AnimationState<Value>
    /// Set once the animation looks done, though it may still move a little:
    /// what `withAnimation`'s `.logicallyComplete` completion waits for.
    public var isLogicallyComplete: Bool
    public let environment: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
         environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// The same context over another state.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}
