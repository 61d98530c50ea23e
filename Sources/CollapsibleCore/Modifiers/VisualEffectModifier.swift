/// SwiftUI's `VisualEffect`: effects that change how a view is drawn and
/// never where layout puts it (an offset, a scale, a rotation, an opacity,
/// a blur), made in `visualEffect` from the view's own geometry.
public protocol VisualEffect {
    /// `content` drawn with the effects.
    func _applied<Content: View>(to content: Content) -> AnyView
}

/// No effect: what `visualEffect`'s closure adds its effects to.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}

    public func _applied<Content: View>(to content: Content) -> AnyView { AnyView(content) }
}

/// An effect added to others.
public struct _AddedVisualEffect<Inner: VisualEffect>: VisualEffect {
    let inner: Inner
    let add: (AnyView) -> AnyView

    public func _applied<Content: View>(to content: Content) -> AnyView { add(inner._applied(to: content)) }
}

extension VisualEffect {
    private func adding(_ add: @escaping (AnyView) -> AnyView) -> _AddedVisualEffect<Self> { _AddedVisualEffect(inner: self, add: add) }

    public func offset(_ offset: CGSize) -> _AddedVisualEffect<Self> { adding { AnyView($0.offset(offset)) } }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _AddedVisualEffect<Self> { adding { AnyView($0.offset(x: x, y: y)) } }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _AddedVisualEffect<Self> {
        adding { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _AddedVisualEffect<Self> {
        adding { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _AddedVisualEffect<Self> {
        adding { AnyView($0.rotationEffect(angle, anchor: anchor)) }
    }

    public func opacity(_ opacity: Double) -> _AddedVisualEffect<Self> { adding { AnyView($0.opacity(opacity)) } }

    public func blur(radius: CGFloat, opaque: Bool = false) -> _AddedVisualEffect<Self> {
        adding { AnyView($0.blur(radius: radius, opaque: opaque)) }
    }
}

/// `visualEffect`: the effects made from the view's geometry in the last
/// layout, which they leave as it is.
public struct _VisualEffectModifier<Effect: VisualEffect>: _PrimitiveModifier {
    var effect: (EmptyVisualEffect, GeometryProxy) -> Effect

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let effected = effect(EmptyVisualEffect(), context.geometryProxy(at: id))._applied(to: content)
        return context.wrap(effected, at: id, in: VisualEffectNode())
    }
}

extension View {
    public func visualEffect<Effect: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> Effect)
        -> ModifiedContent<Self, _VisualEffectModifier<Effect>> {
        modifier(_VisualEffectModifier(effect: effect))
    }
}

/// Where the effects were made: a wrapper, whose frame is the view's.
struct VisualEffectNode: NodeKind {}
