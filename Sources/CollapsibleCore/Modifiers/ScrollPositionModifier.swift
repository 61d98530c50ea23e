/// `scrollPosition(id:anchor:)` and `scrollPosition(_:anchor:)`: a
/// binding that holds the identity of the first target view
/// (`scrollTargetLayout`) in sight in the scroll view inside, written as
/// the user scrolls it; a value the program sets scrolls there (a view's
/// `anchor`, its top leading corner where none is given, to the
/// viewport's), animated in an animated transaction. A view that no view
/// is known by scrolls nothing, with one line.
public struct _ScrollPositionModifier: _PrimitiveModifier {
    let link: ScrollPositionLink

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let outer = context.scrollPosition
        context.scrollPosition = link
        defer { context.scrollPosition = outer }
        return context.wrap(content, at: id, in: EnvironmentNode())
    }
}

extension View {
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, _ScrollPositionModifier> {
        modifier(_ScrollPositionModifier(link: ScrollPositionLink(
            anchor: anchor,
            read: { id.wrappedValue.map { ScrollPosition(view: AnyHashable($0)) } ?? ScrollPosition(idType: Never.self) },
            write: { key in if let value = key.base as? ID { id.wrappedValue = value } })))
    }
}

/// What a scroll position asks of the scroll view inside it: where the
/// program would have it, read at each evaluation, and where to tell the
/// identity of the first target view in sight as the user scrolls.
struct ScrollPositionLink {
    let anchor: UnitPoint?
    let read: () -> ScrollPosition
    let write: (AnyHashable) -> Void
}
