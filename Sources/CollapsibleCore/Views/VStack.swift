/// Children one above the other, centred horizontally unless told
/// otherwise: `VStackLayout` used as a view.
public struct VStack<Content: View>: _PrimitiveView {
    var alignment: HorizontalAlignment
    var spacing: CGFloat?
    var content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        _LayoutView(layout: VStackLayout(alignment: alignment, spacing: spacing), content: content)._resolve(in: &context, at: id)
    }
}
