/// `scaleEffect`: the view drawn scaled about its anchor; a negative scale
/// mirrors it. The scale moves with a change's animation.
public struct _ScaleEffect: _PrimitiveModifier {
    var scale: CGSize
    var anchor: UnitPoint

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        func sound(_ value: Double) -> Double { value.isFinite ? value : 1 }
        let shown = context.animatable(AnimatablePair(sound(scale.width), sound(scale.height)), at: id)
        let anchor = self.anchor
        return context.wrap(content, at: id, in: TransformNode { CGAffineTransform(scaleX: shown.first, y: shown.second).about(anchor, of: $0) })
    }
}

extension View {
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}
