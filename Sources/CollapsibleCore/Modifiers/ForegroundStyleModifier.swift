/// `foregroundStyle(_:)`, with one, two or three levels: what the texts
/// are drawn in, the shapes filled with and the template images and
/// symbols masked with inside. Each style is made a paint where it is set,
/// so that `.foregroundStyle(.secondary)` is the second level of the
/// foreground around it. Levels not given are the last one given, fainter.
public struct _ForegroundStyleModifier: _PrimitiveModifier {
    var levels: [AnyShapeStyle]

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let paints = levels.map { $0._paint(in: context.environment) }
        return context.changingEnvironment({ $0.foregroundPaints = paints }) { $0.wrap(content, at: id, in: EnvironmentNode()) }
    }
}

extension View {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        modifier(_ForegroundStyleModifier(levels: [AnyShapeStyle(style)]))
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
        -> ModifiedContent<Self, _ForegroundStyleModifier> {
        modifier(_ForegroundStyleModifier(levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary)]))
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3)
        -> ModifiedContent<Self, _ForegroundStyleModifier> {
        modifier(_ForegroundStyleModifier(levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]))
    }
}
