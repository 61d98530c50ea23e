/// How a change of state moves on screen, as SwiftUI's `Animation` says it.
public struct Animation: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A Bezier timing curve run over `duration` seconds.
        case timingCurve(UnitCurve, duration: Double)
        /// A damped spring of mass 1 (stiffness (2 pi / response)^2).
        case spring(response: Double, dampingFraction: Double)
    }

    let kind: Kind

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
    /// SwiftUI's `.spring` and, since iOS 17, its `.default`.
    public static let spring = Animation(kind: .spring(response: 0.55, dampingFraction: 1))

    public static func linear(duration: Double) -> Animation { .timingCurve(.linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { .timingCurve(.easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { .timingCurve(.easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { .timingCurve(.easeInOut, duration: duration) }

    /// SwiftUI's spring of iOS 13 to 16, whose defaults are those of the
    /// `spring` above; a blend duration, which only eases one spring into
    /// another, is taken and not used.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 1, blendDuration: Double = 0) -> Animation {
        Animation(kind: .spring(response: response, dampingFraction: dampingFraction))
    }

    /// The same motion over another duration; for a spring that is its
    /// response, as in SwiftUI's `spring(duration:bounce:)`.
    public func duration(_ seconds: Double) -> Animation {
        switch kind {
        case .timingCurve(let curve, _): return .timingCurve(curve, duration: seconds)
        case .spring(_, let damping): return .spring(response: seconds, dampingFraction: damping)
        }
    }
}
