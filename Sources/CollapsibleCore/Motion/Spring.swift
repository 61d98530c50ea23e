/// SwiftUI's `Spring`: a spring's motion as a value, in whichever terms a
/// program names it (a duration and a bounce, a response and a damping
/// ratio, or a mass, a stiffness and a damping), and its value and velocity
/// at any time, as the spring animations move a view.
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// A duration and a bounce: 0 comes to rest without passing the target,
    /// up to 1 bounces for ever, below 0 (to -1) comes to rest slower.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// `response` is the period of the undamped spring, in seconds;
    /// `dampingRatio` the fraction of the damping that just stops it bouncing.
    public init(response: Double, dampingRatio: Double) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * omega * dampingRatio, allowOverDamping: true)
    }

    /// Unless `allowOverDamping`, a damping above the critical one is taken
    /// as the critical one, as SwiftUI does.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass
        self.stiffness = stiffness
        let critical = 2 * (stiffness * mass).squareRoot()
        self.damping = allowOverDamping ? damping : min(damping, critical)
    }

    /// The spring of `dampingRatio` that comes within `epsilon` of its target
    /// in `settlingDuration` seconds.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        // The settling time grows with the response: halve the range to it.
        var low = 1e-4, high = max(settlingDuration, 1e-3) * 4
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if Spring(response: middle, dampingRatio: dampingRatio).settlingDuration(epsilon: epsilon) < settlingDuration {
                low = middle
            } else {
                high = middle
            }
        }
        self.init(response: (low + high) / 2, dampingRatio: dampingRatio)
    }

    static func dampingRatio(bounce: Double) -> Double { bounce < 0 ? 1 / (bounce + 1) : 1 - bounce }

    /// The perceptual duration: the period of the spring without damping.
    public var duration: Double { 2 * Double.pi / (stiffness / mass).squareRoot() }
    public var response: Double { duration }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The time it takes to come within a thousandth of a move of one.
    public var settlingDuration: Double { settlingDuration(epsilon: 0.001) }

    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> Double {
        let size = target.magnitudeSquared.squareRoot()
        guard size > 0 else { return 0 }
        let velocity = initialVelocity.magnitudeSquared.squareRoot() / size
        return oscillator(velocity: velocity).settlingTime(epsilon: epsilon / size)
    }

    func settlingDuration(epsilon: Double) -> Double { oscillator(velocity: 0).settlingTime(epsilon: epsilon) }

    /// How far the spring has gone towards `target`, from zero, after `time`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let fromRest = oscillator(velocity: 0).state(at: time), pushed = push.state(at: time)
        return target.scaled(by: fromRest.position) + initialVelocity.scaled(by: pushed.position)
    }

    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let fromRest = oscillator(velocity: 0).state(at: time), pushed = push.state(at: time)
        return target.scaled(by: fromRest.velocity) + initialVelocity.scaled(by: pushed.velocity)
    }

    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Moves `value` and `velocity` on by `deltaTime` towards `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        let moved = self.value(fromValue: value, toValue: target, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(fromValue: value, toValue: target, initialVelocity: velocity, time: deltaTime)
        value = moved
    }

    /// The force on the mass at `position`, moving at `velocity`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The motion from zero towards one, starting at `velocity` (in moves of
    /// one a second).
    func oscillator(velocity: Double) -> SpringOscillator {
        SpringOscillator(target: 1, response: duration, dampingFraction: dampingRatio, position: 0, velocity: velocity)
    }

    /// The motion from rest at the target after a push of one a second.
    private var push: SpringOscillator {
        SpringOscillator(target: 0, response: duration, dampingFraction: dampingRatio, position: 0, velocity: 1)
    }
}

extension Spring {
    /// SwiftUI's springs of iOS 17: no bounce, a little, and more.
    public static var smooth: Spring { smooth() }
    public static var snappy: Spring { snappy() }
    public static var bouncy: Spring { bouncy() }

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
