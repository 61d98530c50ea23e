/// SwiftUI's `CustomAnimation`: an animation of one's own, made an
/// `Animation` with `Animation(_:)`. `animate` says how much of the change
/// `value` is shown `time` seconds after it starts, and nil once it is over.
public protocol CustomAnimation: Hashable {
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? { nil }

    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// Any `CustomAnimation` as one value. The framework moves each change as
/// a fraction of it, so an animation is asked about a change of one.
struct AnyCustomAnimation: Hashable, @unchecked Sendable {
    private let base: AnyHashable
    private let animateUnit: (Double, inout AnimationContext<Double>) -> Double?
    private let velocityUnit: (Double, AnimationContext<Double>) -> Double?
    private let mergesUnit: (Animation, Double, inout AnimationContext<Double>) -> Bool

    init<A: CustomAnimation>(_ animation: A) {
        base = AnyHashable(animation)
        animateUnit = { time, context in animation.animate(value: 1.0, time: time, context: &context) }
        velocityUnit = { time, context in animation.velocity(value: 1.0, time: time, context: context) }
        mergesUnit = { previous, time, context in animation.shouldMerge(previous: previous, value: 1.0, time: time, context: &context) }
    }

    func fraction(at time: Double, context: inout AnimationContext<Double>) -> Double? {
        animateUnit(time, &context)
    }

    /// How fast the fraction grows, a second; none where the animation does not say.
    func rate(at time: Double, context: AnimationContext<Double>) -> Double {
        velocityUnit(time, context) ?? 0
    }

    /// Whether this one takes over `previous`, which has run `time` seconds
    /// with `context`, as SwiftUI asks only of an animation of the same type.
    func merges(with previous: AnyCustomAnimation, at time: Double, context: inout AnimationContext<Double>) -> Bool {
        type(of: base.base) == type(of: previous.base.base)
            && mergesUnit(Animation(kind: .custom(previous)), time, &context)
    }

    static func == (a: AnyCustomAnimation, b: AnyCustomAnimation) -> Bool { a.base == b.base }

    func hash(into hasher: inout Hasher) { hasher.combine(base) }
}
