/// `containerShape(_:)`: the shape that a `ContainerRelativeShape` inside
/// takes, inset to its own frame.
public struct _ContainerShapeModifier<ContainerShape: InsettableShape>: _PrimitiveModifier {
    var shape: ContainerShape

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.changingEnvironment({ $0.containerShape = ContainerShapeValue(shape: shape, id: id) }) {
            $0.wrap(content, at: id, in: EnvironmentNode())
        }
    }
}

extension View {
    public func containerShape<T: InsettableShape>(_ shape: T) -> ModifiedContent<Self, _ContainerShapeModifier<T>> {
        modifier(_ContainerShapeModifier(shape: shape))
    }
}

/// The container's shape and the view whose frame it fills.
struct ContainerShapeValue: Equatable {
    var shape: any InsettableShape
    var id: ViewID

    static func == (a: ContainerShapeValue, b: ContainerShapeValue) -> Bool {
        a.id == b.id && ValueComparison.same(a.shape, b.shape)
    }
}

private struct ContainerShapeKey: EnvironmentKey {
    static var defaultValue: ContainerShapeValue? { nil }
}

extension EnvironmentValues {
    var containerShape: ContainerShapeValue? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}
