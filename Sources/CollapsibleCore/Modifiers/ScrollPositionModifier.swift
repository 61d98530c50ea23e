/// `scrollPosition(id:anchor:)`: the binding holds the identity of the
/// first target view (`scrollTargetLayout`) in sight in the scroll view
/// inside, written as the user scrolls it; a value the program sets
/// scrolls that view's `anchor` (its top leading corner where none is
/// given) to the viewport's, animated in an animated transaction. A value
/// that no view has scrolls nothing, with one line.
public struct _ScrollPositionModifier<ID: Hashable>: _PrimitiveModifier {
    var id: Binding<ID?>
    var anchor: UnitPoint?

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let binding = self.id
        let outer = context.scrollPosition
        context.scrollPosition = ScrollPositionLink(
            anchor: anchor, read: { binding.wrappedValue.map { AnyHashable($0) } },
            write: { key in if let value = key.base as? ID { binding.wrappedValue = value } })
        defer { context.scrollPosition = outer }
        return context.wrap(content, at: id, in: EnvironmentNode())
    }
}

extension View {
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, _ScrollPositionModifier<ID>> {
        modifier(_ScrollPositionModifier(id: id, anchor: anchor))
    }
}

/// What a `scrollPosition(id:)` asks of the scroll view inside it, its
/// identity of any type handed on as it is.
struct ScrollPositionLink {
    let anchor: UnitPoint?
    let read: () -> AnyHashable?
    let write: (AnyHashable) -> Void
}
