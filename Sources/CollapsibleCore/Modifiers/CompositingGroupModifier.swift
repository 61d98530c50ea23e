/// `compositingGroup()` and `drawingGroup(opaque:colorMode:)`: the view's
/// pixels made as one group before the effects around it (an opacity, a
/// blend mode) take them, so that overlapping views inside fade as one.
/// cairo draws either kind of group offscreen alike.
public struct _CompositingGroupEffect: _PrimitiveModifier {
    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: CompositingNode(effect: .blend(.normal)))
    }
}

extension View {
    public func compositingGroup() -> ModifiedContent<Self, _CompositingGroupEffect> {
        modifier(_CompositingGroupEffect())
    }

    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<Self, _CompositingGroupEffect> {
        modifier(_CompositingGroupEffect())
    }
}
