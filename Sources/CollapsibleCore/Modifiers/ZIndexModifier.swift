/// `zIndex(_:)`: among the views side by side in one container, those of a
/// higher index are drawn over, and hit before, those of a lower one; views
/// of the same index keep their order. Layout is untouched.
public struct _ZIndexModifier: _PrimitiveModifier {
    var index: Double

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: ZIndexNode(zIndex: index.isNaN ? 0 : index))
    }
}

extension View {
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _ZIndexModifier> {
        modifier(_ZIndexModifier(index: value))
    }
}

struct ZIndexNode: NodeKind {
    var zIndex: Double
}
