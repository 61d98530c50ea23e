/// What an animation says that cannot run: a duration, a delay or a speed
/// that is not a number, negative or endless, a spring with no stiffness.
/// SwiftUI gives no motion for these; the change then shows at once, and
/// the host says why in one line.
extension Animation.Kind {
    var problem: String? {
        func bad(_ value: Double, _ what: String) -> String {
            "Animation: \(what) of \(value) cannot run; the change is shown at once"
        }
        switch self {
        case .timingCurve(_, let duration):
            return duration >= 0 && duration.isFinite ? nil : bad(duration, "a duration")
        case .spring(let response, let dampingFraction):
            if !(response >= 0 && response.isFinite) { return bad(response, "a spring's response") }
            return dampingFraction >= 0 && dampingFraction.isFinite ? nil : bad(dampingFraction, "a spring's damping fraction")
        case .interpolatingSpring(let spring, let initialVelocity):
            if !(spring.mass > 0 && spring.stiffness > 0 && spring.duration.isFinite) {
                return bad(spring.stiffness, "a spring's stiffness")
            }
            if !(spring.damping >= 0) { return bad(spring.damping, "a spring's damping") }
            return initialVelocity.isFinite ? nil : bad(initialVelocity, "a spring's initial velocity")
        case .custom:
            return nil
        case .delay(let delay, let base):
            return delay >= 0 && delay.isFinite ? base.problem : bad(delay, "a delay")
        case .speed(let factor, let base):
            return factor > 0 && factor.isFinite ? base.problem : bad(factor, "a speed")
        case .repeating(let count, _, let base):
            if let count, count < 0 { return bad(Double(count), "a repeat count") }
            return base.problem
        }
    }

    /// Whether it has nothing to show between the start and the end: a
    /// spring of no response is infinitely stiff, as SwiftUI says.
    var isInstant: Bool {
        switch self {
        case .spring(let response, _): response == 0
        case .repeating(let count, _, let base): count == 0 || base.isInstant
        case .delay(_, let base), .speed(_, let base): base.isInstant
        default: false
        }
    }
}
