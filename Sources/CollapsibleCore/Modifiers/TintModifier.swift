/// `tint(_:)`: the style `.tint` paints with inside; nil leaves the
/// accent colour.
public struct _TintModifier: _PrimitiveModifier {
    var tint: AnyShapeStyle?

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let paint = tint?._paint(in: context.environment)
        return context.changingEnvironment({ $0.tintPaint = paint }) { $0.wrap(content, at: id, in: EnvironmentNode()) }
    }
}

extension View {
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _TintModifier> {
        modifier(_TintModifier(tint: tint.map { AnyShapeStyle($0) }))
    }

    public func tint(_ tint: Color?) -> ModifiedContent<Self, _TintModifier> {
        modifier(_TintModifier(tint: tint.map { AnyShapeStyle($0) }))
    }
}
