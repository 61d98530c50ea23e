/// How a change of state moves on screen, as SwiftUI's `Animation` says it:
/// a timing curve, a spring, or an animation of one's own, with a delay, a
/// speed and repeats around it.
public struct Animation: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A Bezier timing curve run over `duration` seconds.
        case timingCurve(UnitCurve, duration: Double)
        /// A damped spring of mass 1 (stiffness (2 pi / response)^2) that
        /// takes over the motion under way, with its velocity.
        case spring(response: Double, dampingFraction: Double)
        /// A spring that moves from zero to the whole change, started with
        /// `initialVelocity` changes a second, beside what moves already.
        case interpolatingSpring(Spring, initialVelocity: Double)
        /// A program's own `CustomAnimation`, boxed: its value is of any
        /// type, which would make every animation copied through the
        /// runtime, as a value of unknown layout, where this case alone
        /// holds one.
        indirect case custom(AnyCustomAnimation)
        /// `base` started `seconds` late.
        indirect case delay(Double, Kind)
        /// `base` run `factor` times as fast.
        indirect case speed(Double, Kind)
        /// `base` run `count` times (nil: for ever), every other time
        /// backwards where it `autoreverses`.
        indirect case repeating(count: Int?, autoreverses: Bool, Kind)
    }

    /// The kind, held once and shared by every copy: an animation is copied
    /// into each datum's target and each leaf's transaction at every frame,
    /// where a reference is one count and the enum is copied field by field.
    private let held: Held

    var kind: Kind { held.kind }

    init(kind: Kind) { held = Held(kind: kind) }

    private final class Held: Sendable {
        let kind: Kind

        init(kind: Kind) { self.kind = kind }
    }

    public static func == (a: Animation, b: Animation) -> Bool { a.held === b.held || a.kind == b.kind }

    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// An animation of one's own.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(kind: .custom(AnyCustomAnimation(base)))
    }

    /// A Bezier timing curve run over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(kind: .timingCurve(curve, duration: duration))
    }

    /// The Bezier curve through (0, 0), the two control points and (1, 1).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = 0.35) -> Animation {
        timingCurve(UnitCurve(p1: Point(x: c0x, y: c0y), p2: Point(x: c1x, y: c1y)), duration: duration)
    }

    /// The original's `.animation(.default)` as it ran when the exercise was
    /// written (iOS 13 to 16): ease-in-out over 0.35 s.
    public static let `default` = Animation.easeInOut

    public static let easeInOut = Animation.timingCurve(.easeInOut, duration: 0.35)
    public static let easeIn = Animation.timingCurve(.easeIn, duration: 0.35)
    public static let easeOut = Animation.timingCurve(.easeOut, duration: 0.35)
    public static let linear = Animation.timingCurve(.linear, duration: 0.35)

    public static func linear(duration: Double) -> Animation { .timingCurve(.linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { .timingCurve(.easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { .timingCurve(.easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { .timingCurve(.easeInOut, duration: duration) }

    /// The same motion over another duration; for a spring that is its
    /// response, as in SwiftUI's `spring(duration:bounce:)`.
    public func duration(_ seconds: Double) -> Animation {
        Animation(kind: kind.over(seconds))
    }
}

extension Animation.Kind {
    fileprivate func over(_ seconds: Double) -> Animation.Kind {
        switch self {
        case .timingCurve(let curve, _): .timingCurve(curve, duration: seconds)
        case .spring(_, let damping): .spring(response: seconds, dampingFraction: damping)
        case .interpolatingSpring(let spring, let velocity):
            .interpolatingSpring(Spring(response: seconds, dampingRatio: spring.dampingRatio), initialVelocity: velocity)
        case .custom: self
        case .delay(let delay, let base): .delay(delay, base.over(seconds))
        case .speed(let factor, let base): .speed(factor, base.over(seconds))
        case .repeating(let count, let autoreverses, let base): .repeating(count: count, autoreverses: autoreverses, base.over(seconds))
        }
    }
}
