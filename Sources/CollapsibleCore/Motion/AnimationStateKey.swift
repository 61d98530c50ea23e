/// SwiftUI's `AnimationStateKey`: the name of a value in an
/// `AnimationState`, and what it holds before it is set.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
