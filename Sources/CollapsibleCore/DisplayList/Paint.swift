/// What a shape or a text is painted with: one colour, or a gradient laid
/// over the frame of what it paints, its points fractions of that frame as
/// SwiftUI's gradients have them, so that it moves and grows with the view.
public enum Paint: Hashable, Sendable {
    case color(Color)
    /// From `startPoint` to `endPoint`, the same colour across the line.
    case linearGradient(Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    /// Circles around `center`, from `startRadius` to `endRadius` points.
    case radialGradient(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Ellipses around `center`, their radii fractions of the frame's width
    /// across and of its height down.
    case ellipticalGradient(Gradient, center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// Around `center`, clockwise from `startAngle` to `endAngle`, 0 to the
    /// right of the centre.
    case angularGradient(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)

    public var gradient: Gradient? {
        switch self {
        case .color: nil
        case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _),
             .ellipticalGradient(let gradient, _, _, _), .angularGradient(let gradient, _, _, _): gradient
        }
    }

    /// The colours it paints with: its one colour, or a gradient's stops.
    public var colors: [Color] {
        switch self {
        case .color(let color): [color]
        default: gradient?.stops.map(\.color) ?? []
        }
    }

    /// Whether every pixel it paints is opaque.
    public var isOpaque: Bool { colors.allSatisfy { $0.opacity == 1 } && !colors.isEmpty }

    /// The paint with every colour at `value` of its opacity.
    public func opacity(_ value: Double) -> Paint {
        switch self {
        case .color(let color): .color(color.opacity(value))
        default: replacing(gradient?.opacity(value))
        }
    }

    /// The paint as `scheme` shows it.
    public func resolved(in scheme: ColorScheme) -> Paint {
        switch self {
        case .color(let color): .color(color.resolved(in: scheme))
        default: replacing(gradient?.resolved(in: scheme))
        }
    }

    /// The same gradient with `stops`.
    func replacing(_ new: Gradient?) -> Paint {
        guard let new else { return self }
        switch self {
        case .color: return self
        case .linearGradient(_, let start, let end): return .linearGradient(new, startPoint: start, endPoint: end)
        case .radialGradient(_, let center, let start, let end): return .radialGradient(new, center: center, startRadius: start, endRadius: end)
        case .ellipticalGradient(_, let center, let start, let end):
            return .ellipticalGradient(new, center: center, startRadiusFraction: start, endRadiusFraction: end)
        case .angularGradient(_, let center, let start, let end): return .angularGradient(new, center: center, startAngle: start, endAngle: end)
        }
    }
}
