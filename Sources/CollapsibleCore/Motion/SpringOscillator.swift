// The C library's exp, sin and cos, the only thing the core takes from C.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator of mass 1 moving towards `target`, solved in
/// closed form so that any instant can be sampled exactly.
struct SpringOscillator: Equatable, Sendable {
    let target: Double
    let response: Double
    let dampingFraction: Double
    /// Where it was and how fast it went at its time 0.
    let position: Double
    let velocity: Double

    init(target: Double, response: Double, dampingFraction: Double,
                position: Double, velocity: Double) {
        self.target = target
        self.response = response
        self.dampingFraction = dampingFraction
        self.position = position
        self.velocity = velocity
    }

    var stiffness: Double { omega * omega }
    var damping: Double { 2 * omega * dampingFraction }
    private var omega: Double { 2 * Double.pi / response }

    /// Position and velocity `t` seconds after time 0.
    func state(at t: Double) -> (position: Double, velocity: Double) {
        let x0 = position - target, v0 = velocity, w = omega, z = dampingFraction
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + z * w * x0) / wd
            let decay = exp(-z * w * t), c = cos(wd * t), s = sin(wd * t)
            let x = decay * (a * c + b * s)
            let v = decay * ((b * wd - z * w * a) * c - (a * wd + z * w * b) * s)
            return (target + x, v)
        }
        if z == 1 {
            let b = v0 + w * x0, decay = exp(-w * t)
            return (target + (x0 + b * t) * decay, (b - w * (x0 + b * t)) * decay)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (target + c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
}

extension SpringOscillator {
    /// The first millisecond, within a minute, from which the spring stays
    /// within `epsilon` of its target: near it, and too slow to swing
    /// further than that from it.
    func settlingTime(epsilon: Double) -> Double {
        let reach = response / (2 * Double.pi)
        var t = 0.0
        while t < 60 {
            let (x, v) = state(at: t)
            if abs(x - target) < epsilon, abs(v) * reach < epsilon { return t }
            t += 0.001
        }
        return t
    }
}
