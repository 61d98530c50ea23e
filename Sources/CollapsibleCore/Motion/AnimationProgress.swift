/// How far an animation has taken its change at each time since it
/// started: the fraction of the change shown, 0 at the start and 1 at the
/// end, nil once it is over. Every animation is linear in its change, so a
/// fraction says it all; a `spring` that takes over the motion under way
/// moves by its own rule (`Animator`), and by this one inside a delay,
/// a speed or repeats.
extension Animation.Kind {
    func fraction(at time: Double, run: AnimationRun?) -> Double? {
        switch self {
        case .timingCurve(let curve, let duration):
            return Self.fraction(of: curve, duration: duration, at: time)
        case .spring(let response, let dampingFraction):
            return Self.fraction(of: Self.unitSpring(response: response, dampingFraction: dampingFraction, velocity: 0), at: time)
        case .interpolatingSpring(let spring, let initialVelocity):
            return Self.fraction(of: spring.oscillator(velocity: initialVelocity), at: time)
        case .custom(let animation):
            guard let run else {
                var context = AnimationContext<Double>()
                return animation.fraction(at: time, context: &context)
            }
            // Asked once a frame, as SwiftUI asks it: its state counts frames.
            if let shown = run.shown, shown.time == time { return shown.fraction }
            let fraction = animation.fraction(at: time, context: &run.context)
            run.shown = (time, fraction)
            return fraction
        case .delay(let delay, let base):
            return time < delay ? 0 : base.fraction(at: time - delay, run: run)
        case .speed(let factor, let base):
            return base.fraction(at: time * factor, run: run)
        case .repeating(let count, let autoreverses, let base):
            guard let length = base.duration, length > 0 else { return base.fraction(at: time, run: run) }
            let cycle = (time / length).rounded(.down)
            if let count, cycle >= Double(count) { return nil }
            let fraction = base.fraction(at: time - cycle * length, run: run) ?? 1
            let backwards = autoreverses && cycle.truncatingRemainder(dividingBy: 2) == 1
            return backwards ? 1 - fraction : fraction
        }
    }

    /// Whether it keeps a state of its own while it runs: an animation of
    /// one's own, alone or inside another.
    var keepsState: Bool {
        switch self {
        case .timingCurve, .spring, .interpolatingSpring: false
        case .custom: true
        case .delay(_, let base), .speed(_, let base), .repeating(_, _, let base): base.keepsState
        }
    }

    static func fraction(of curve: UnitCurve, duration: Double, at time: Double) -> Double? {
        // Within the monotonic clock's nanosecond, the end has been reached.
        time < duration - 1e-9 ? curve.value(at: time / duration) : nil
    }

    /// How fast the fraction grows at each time, a second.
    func rate(at time: Double, run: AnimationRun?) -> Double {
        switch self {
        case .custom(let animation):
            return animation.rate(at: time, context: run?.context ?? AnimationContext())
        case .delay(let delay, let base):
            return time < delay ? 0 : base.rate(at: time - delay, run: run)
        case .speed(let factor, let base):
            return factor * base.rate(at: time * factor, run: run)
        case .repeating(_, let autoreverses, let base):
            guard let length = base.duration, length > 0 else { return base.rate(at: time, run: run) }
            let cycle = (time / length).rounded(.down)
            let rate = base.rate(at: time - cycle * length, run: run)
            return autoreverses && cycle.truncatingRemainder(dividingBy: 2) == 1 ? -rate : rate
        case .timingCurve, .spring, .interpolatingSpring:
            // Their fraction depends on the time alone, so frames either side of it tell.
            let h = 1e-6, before = max(time - h, 0)
            return ((fraction(at: time + h, run: run) ?? 1) - (fraction(at: before, run: run) ?? 1)) / (time + h - before)
        }
    }

    /// How long it runs; nil: for ever.
    var duration: Double? {
        switch self {
        case .timingCurve(_, let duration): return duration
        case .spring(let response, let dampingFraction):
            return Self.unitSpring(response: response, dampingFraction: dampingFraction, velocity: 0).settlingTime(epsilon: Self.rest)
        case .interpolatingSpring(let spring, let initialVelocity):
            return spring.oscillator(velocity: initialVelocity).settlingTime(epsilon: Self.rest)
        case .custom(let animation):
            return Self.probe { animation.fraction(at: $0, context: &$1) == nil }
        case .delay(let delay, let base): return base.duration.map { delay + $0 }
        case .speed(let factor, let base): return base.duration.map { $0 / factor }
        case .repeating(let count, _, let base):
            guard let count else { return nil }
            return base.duration.map { Double(count) * $0 }
        }
    }

    /// When it looks done, though it may still move a little: a spring
    /// after its response, everything else at its end, as SwiftUI's
    /// `.logicallyComplete` says; nil: never.
    var logicalDuration: Double? {
        switch self {
        case .timingCurve, .repeating: return duration
        case .spring(let response, _): return response
        case .interpolatingSpring(let spring, _): return spring.duration
        case .custom(let animation):
            return Self.probe { animation.fraction(at: $0, context: &$1) == nil || $1.isLogicallyComplete }
        case .delay(let delay, let base): return base.logicalDuration.map { delay + $0 }
        case .speed(let factor, let base): return base.logicalDuration.map { $0 / factor }
        }
    }

    /// How long one whole run of the animation takes, for a recording of it:
    /// its duration, or one way and back of what repeats for ever.
    var shownDuration: Double {
        if let duration { return duration }
        switch self {
        case .delay(let delay, let base): return delay + base.shownDuration
        case .speed(let factor, let base): return base.shownDuration / factor
        case .repeating(_, let autoreverses, let base): return base.shownDuration * (autoreverses ? 2 : 1)
        default: return 60
        }
    }

    /// What a change at rest is within, as a fraction of the change.
    private static let rest = Double.restingDistance

    static func unitSpring(response: Double, dampingFraction: Double, velocity: Double) -> SpringOscillator {
        SpringOscillator(target: 1, response: response, dampingFraction: dampingFraction, position: 0, velocity: velocity)
    }

    private static func fraction(of spring: SpringOscillator, at time: Double) -> Double? {
        let (position, velocity) = spring.state(at: time)
        let reach = spring.response / (2 * Double.pi)
        return abs(position - 1) < rest && abs(velocity) * reach < rest ? nil : position
    }

    /// The first frame, at 60 a second within a minute, at which `isDone`
    /// says an animation of one's own is, asked with a context of its own.
    private static func probe(_ isDone: (Double, inout AnimationContext<Double>) -> Bool) -> Double? {
        var context = AnimationContext<Double>()
        for frame in 0...3600 where isDone(Double(frame) / 60, &context) { return Double(frame) / 60 }
        return nil
    }
}

/// What an animation of one's own keeps while it runs.
final class AnimationRun: @unchecked Sendable {
    var context = AnimationContext<Double>()
    /// What it said last, and when.
    var shown: (time: Double, fraction: Double?)?
}
