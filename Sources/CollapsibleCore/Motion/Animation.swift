/// How a change of state moves on screen, as SwiftUI's `Animation` says it.
public enum Animation: Equatable, Sendable {
    /// A Bezier timing curve run over `duration` seconds.
    case timingCurve(UnitCurve, duration: Double)
    /// A damped spring of mass 1 (stiffness (2 pi / response)^2).
    case spring(response: Double, dampingFraction: Double)

    /// The original's `.animation(.default)` as it ran when the exercise was
    /// written (iOS 13 to 16): ease-in-out over 0.35 s.
    public static let `default` = Animation.easeInOut

    public static let easeInOut = Animation.timingCurve(.easeInOut, duration: 0.35)
    public static let easeIn = Animation.timingCurve(.easeIn, duration: 0.35)
    public static let easeOut = Animation.timingCurve(.easeOut, duration: 0.35)
    public static let linear = Animation.timingCurve(.linear, duration: 0.35)
    /// SwiftUI's `.spring` and, since iOS 17, its `.default`.
    public static let spring = Animation.spring(response: 0.55, dampingFraction: 1)

    /// The same motion over another duration; for a spring that is its
    /// response, as in SwiftUI's `spring(duration:bounce:)`.
    public func duration(_ seconds: Double) -> Animation {
        switch self {
        case .timingCurve(let curve, _): return .timingCurve(curve, duration: seconds)
        case .spring(_, let damping): return .spring(response: seconds, dampingFraction: damping)
        }
    }
}
