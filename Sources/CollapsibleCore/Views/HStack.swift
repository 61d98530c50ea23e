/// Children side by side, centred vertically unless told otherwise, as
/// SwiftUI's `HStack` shares its width (see `StackLayout`).
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
        let stack = StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        return [_ViewNode(id, stack, context.stacking(along: .horizontal) { content._resolve(in: &$0, at: id.child(0)) })]
    }
}
