/// SwiftUI's `Animatable`: a view, modifier or shape whose `animatableData`
/// moves with a change's animation. The framework evaluates it at every
/// frame of the motion with the data in between, as SwiftUI does.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A modifier whose body is made again at every frame of its data's motion.
public protocol AnimatableModifier: Animatable, ViewModifier {}
