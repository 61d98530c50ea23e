/// `rotationEffect(_:anchor:)`: the view drawn turned about its anchor; its
/// angle moves with a change's animation.
public struct _RotationEffect: _PrimitiveModifier {
    var angle: Angle
    var anchor: UnitPoint

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let radians = context.animatable(angle.radians.isFinite ? angle.radians : 0, at: id)
        let anchor = self.anchor
        return context.wrap(content, at: id, in: TransformNode { CGAffineTransform(rotationAngle: radians).about(anchor, of: $0) })
    }
}

extension View {
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _RotationEffect> {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }
}
