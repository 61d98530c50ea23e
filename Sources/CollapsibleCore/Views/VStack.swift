/// Children one above the other, centred horizontally unless told otherwise.
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
        let stack = StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        return [_ViewNode(id, stack, context.stacking(along: .vertical) { content._resolve(in: &$0, at: id.child(0)) })]
    }
}
