/// Children over one another, each offered the whole, later ones in
/// front: `ZStackLayout` used as a view.
public struct ZStack<Content: View>: _PrimitiveView {
    var alignment: Alignment
    var content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        _LayoutView(layout: ZStackLayout(alignment: alignment), content: content)._resolve(in: &context, at: id)
    }
}
