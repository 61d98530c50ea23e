/// `tag(_:)`: a value that names the view among its siblings, as a
/// canvas's symbols are named for `resolveSymbol(id:)`.
public struct _TagModifier<Tag: Hashable>: _PrimitiveModifier {
    var tag: Tag

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: TagNode(tag: AnyHashable(tag)))
    }
}

extension View {
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier<V>> {
        modifier(_TagModifier(tag: tag))
    }
}

struct TagNode: NodeKind {
    var tag: AnyHashable
}
