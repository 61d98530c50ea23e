/// SwiftUI's colour effects, each a colour matrix over the view's pixels:
/// `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
/// `colorMultiply`, `colorInvert` and `luminanceToAlpha`. Their amounts move
/// with a change's animation; an amount that is no number changes nothing.
public struct _ColorMatrixEffect: _PrimitiveModifier {
    enum Kind: Equatable {
        case brightness, contrast, saturation, grayscale, hueRotation, invert, luminanceToAlpha
        case multiply(Color)
    }

    var kind: Kind
    var amount: Double

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let shown = context.animatable(amount.isNaN ? kind.none : amount, at: id)
        return context.wrap(content, at: id, in: CompositingNode(effect: kind.matrix(shown).map { .colorMatrix($0) }))
    }
}

extension _ColorMatrixEffect.Kind {
    /// The amount that leaves the colours as they are.
    var none: Double {
        switch self {
        case .contrast, .saturation: 1
        default: 0
        }
    }

    /// The matrix for `amount`; nil where it changes nothing.
    func matrix(_ amount: Double) -> ColorMatrix? {
        switch self {
        case .multiply(let color): return color == .white ? nil : .multiply(color)
        case .luminanceToAlpha: return .luminanceToAlpha
        case .invert: return .invert()
        default: break
        }
        guard amount != none else { return nil }
        switch self {
        case .brightness: return .brightness(amount)
        case .contrast: return .contrast(amount)
        case .saturation: return .saturation(amount)
        case .grayscale: return .saturation(1 - amount)
        default: return .hueRotation(Angle(radians: amount))
        }
    }
}

extension View {
    /// `amount` added to each colour channel: 0 none, 1 white.
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _ColorMatrixEffect> {
        modifier(_ColorMatrixEffect(kind: .brightness, amount: amount))
    }

    /// Each channel's distance from the middle grey multiplied: 1 as it is, 0 grey.
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _ColorMatrixEffect> {
        modifier(_ColorMatrixEffect(kind: .contrast, amount: amount))
    }

    /// 1 as it is, 0 grey.
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _ColorMatrixEffect> {
        modifier(_ColorMatrixEffect(kind: .saturation, amount: amount))
    }

    /// 0 as it is, 1 grey.
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _ColorMatrixEffect> {
        modifier(_ColorMatrixEffect(kind: .grayscale, amount: amount))
    }

    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _ColorMatrixEffect> {
        modifier(_ColorMatrixEffect(kind: .hueRotation, amount: angle.radians))
    }

    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _ColorMatrixEffect> {
        modifier(_ColorMatrixEffect(kind: .multiply(color), amount: 0))
    }

    public func colorInvert() -> ModifiedContent<Self, _ColorMatrixEffect> {
        modifier(_ColorMatrixEffect(kind: .invert, amount: 0))
    }

    public func luminanceToAlpha() -> ModifiedContent<Self, _ColorMatrixEffect> {
        modifier(_ColorMatrixEffect(kind: .luminanceToAlpha, amount: 0))
    }
}
