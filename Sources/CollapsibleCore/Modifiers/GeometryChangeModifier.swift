/// `onGeometryChange(for:of:action:)`: a value made from the view's
/// geometry, handed to the action once the view is laid out and again at
/// each layout that changes it.
public struct _GeometryActionModifier<Value: Equatable>: _PrimitiveModifier {
    var transform: (GeometryProxy) -> Value
    var action: (_ oldValue: Value, _ newValue: Value) -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let value = transform(context.geometryProxy(at: id))
        // Before its first layout the view has no geometry to tell of.
        if context.hasLaidOutFrame(at: id) {
            context.observeLifecycle(.change(ChangeWatch(value, initial: true, action: action)), at: id)
        }
        return context.wrap(content, at: id, in: LifecycleNode())
    }
}

extension View {
    public func onGeometryChange<Value: Equatable>(for type: Value.Type, of transform: @escaping (GeometryProxy) -> Value,
                                                   action: @escaping (_ newValue: Value) -> Void)
        -> ModifiedContent<Self, _GeometryActionModifier<Value>> {
        modifier(_GeometryActionModifier(transform: transform) { _, new in action(new) })
    }

    public func onGeometryChange<Value: Equatable>(for type: Value.Type, of transform: @escaping (GeometryProxy) -> Value,
                                                   action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void)
        -> ModifiedContent<Self, _GeometryActionModifier<Value>> {
        modifier(_GeometryActionModifier(transform: transform, action: action))
    }
}
