/// `onScrollGeometryChange(for:of:action:)`: `action` runs with the old
/// and new value of what `transform` makes of the geometry of the scroll
/// view inside, each time the user or the program scrolls it, or its
/// content or viewport changes size, and the value changes with it; not
/// for the first value.
public struct _ScrollGeometryChangeModifier<Value: Equatable>: _PrimitiveModifier {
    var transform: (ScrollGeometry) -> Value
    var action: (Value, Value) -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let (transform, action) = (transform, action)
        context.scrollGeometryObservers.append(ScrollGeometryObserver(
            id: id, value: { transform($0) },
            same: { ($0 as? Value) == ($1 as? Value) },
            action: { old, new in if let old = old as? Value, let new = new as? Value { action(old, new) } }))
        defer { context.scrollGeometryObservers.removeAll { $0.id == id } }
        return context.wrap(content, at: id, in: EnvironmentNode())
    }
}

extension View {
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void)
        -> ModifiedContent<Self, _ScrollGeometryChangeModifier<T>> {
        modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}

/// What an `onScrollGeometryChange` asks of the scroll view it is around,
/// its value of any type compared and handed on as it is.
struct ScrollGeometryObserver {
    let id: ViewID
    let value: (ScrollGeometry) -> any Equatable
    let same: (any Equatable, any Equatable) -> Bool
    let action: (any Equatable, any Equatable) -> Void
}
