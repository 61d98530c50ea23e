/// A `Layout` used as a view, `MyLayout { ... }`: its content's views are
/// its subviews. The subviews' identities are the content's, whatever the
/// layout, so a layout changed for another through `AnyLayout` keeps each
/// subview, its state, and moves its frame.
public struct _LayoutView<L: Layout, Content: View>: _PrimitiveView {
    var layout: L
    var content: Content

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        var shown = layout
        if L.AnimatableData.self != EmptyAnimatableData.self {
            shown.animatableData = context.animatable(layout.animatableData, at: id)
        }
        // Only an AnyLayout's axis is its value's; the type's check spares
        // every stack a cast.
        let axis = L.self == AnyLayout.self ? (layout as? AnyLayout)?.stackOrientation : L.layoutProperties.stackOrientation
        var children = context.stacking(along: axis) { content._resolve(in: &$0, at: id.child(0)) }
        // A grid's rows leave their cells to it.
        if L.self == GridLayout.self || L.self == AnyLayout.self && (layout as? AnyLayout)?.layout is GridLayout {
            children = GridRowNode.inGrid(children)
        }
        return [_ViewNode(id, LayoutNode(layout: shown, call: context.layoutState(at: id, of: L.self)), children)]
    }
}
