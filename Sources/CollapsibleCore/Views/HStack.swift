/// Children side by side, centred vertically unless told otherwise:
/// `HStackLayout` used as a view.
public struct HStack<Content: View>: _PrimitiveView {
    var alignment: VerticalAlignment
    var spacing: CGFloat?
    var content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        _LayoutView(layout: HStackLayout(alignment: alignment, spacing: spacing), content: content)._resolve(in: &context, at: id)
    }
}
