/// `environment(_:_:)`: a value set for every view inside, which reads it
/// with `@Environment`, as do the texts and shapes that take their font and
/// colour from it.
public struct _EnvironmentKeyWritingModifier<Value>: _PrimitiveModifier {
    var keyPath: WritableKeyPath<EnvironmentValues, Value>
    var value: Value

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.changingEnvironment({ $0[keyPath: keyPath] = value }) { $0.wrap(content, at: id, in: EnvironmentNode()) }
    }
}

extension View {
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>,
                                   _ value: Value) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Value>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// The colour of the texts and the fill of the shapes inside.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        environment(\.foregroundColor, color)
    }

    /// The font of the texts inside.
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font?>> {
        environment(\.font, font)
    }
}

/// Where an environment was set: to layout, drawing and assistive tools, a
/// plain wrapper, with its child's guides.
struct EnvironmentNode: NodeKind {
}
