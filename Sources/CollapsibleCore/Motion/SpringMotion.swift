/// A spring moving a value of any dimension. The oscillator is linear, so
/// each component moves as the scalar `SpringOscillator` does from its own start:
/// x(t) = target + (x0 - target) P(t) + v0 V(t), with P the motion from a
/// unit displacement at rest and V the motion from a unit push at the target.
struct SpringMotion<Value: AnimatableValue>: Sendable {
    private(set) var target: Value
    private let displacement: Value
    private let velocity: Value
    private let fromDisplacement: SpringOscillator
    private let fromVelocity: SpringOscillator

    init(target: Value, response: Double, dampingFraction: Double, position: Value, velocity: Value) {
        self.target = target
        displacement = position - target
        self.velocity = velocity
        fromDisplacement = SpringOscillator(target: 0, response: response, dampingFraction: dampingFraction, position: 1, velocity: 0)
        fromVelocity = SpringOscillator(target: 0, response: response, dampingFraction: dampingFraction, position: 0, velocity: 1)
    }

    func state(at t: Double) -> (position: Value, velocity: Value) {
        let p = fromDisplacement.state(at: t), v = fromVelocity.state(at: t)
        return (target + displacement * p.position + velocity * v.position,
                displacement * p.velocity + velocity * v.velocity)
    }

    func isSettled(at t: Double) -> Bool {
        let (position, speed) = state(at: t)
        return (position - target).magnitude < Value.restingDistance && speed.magnitude < Value.restingSpeed
    }

    /// The same motion with everything moved by `delta`: the displacement
    /// is from the target, so moving the target moves all of it.
    func shifted(by delta: Value) -> SpringMotion {
        var copy = self
        copy.target = target + delta
        return copy
    }
}
