/// `scrollTargetLayout(isEnabled:)`: the views of the layout it is on (a
/// stack, lazy or not) are the targets of the scroll view they are in:
/// those `.viewAligned` settles on, and whose identity `scrollPosition(id:)`
/// tells and scrolls to.
public struct _ScrollTargetLayoutModifier: _PrimitiveModifier {
    var isEnabled: Bool

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let nodes = context.wrap(content, at: id, in: EnvironmentNode())
        guard let scrolls = context.scrolls else { return nodes }
        guard isEnabled, let scroller = context.scrollView else {
            scrolls.targetLayouts[id] = nil
            return nodes
        }
        let views = nodes.flatMap(\.children).flatMap(\.children)
        scrolls.targetLayouts[id] = (scroller, views.map { ScrollTargetView(view: $0.id, key: scrolls.key(near: $0)) })
        return nodes
    }
}

extension View {
    public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _ScrollTargetLayoutModifier> {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

/// A view of a `scrollTargetLayout`, with the program's identity for it
/// (a `ForEach` element's, an `id(_:)`), where it has one.
struct ScrollTargetView {
    let view: ViewID
    let key: AnyHashable?
}
