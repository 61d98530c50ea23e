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
        let stack = _ViewNode.Kind.stack(.horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        return [_ViewNode(id, stack, content._resolve(in: &context, at: id.child(0)))]
    }
}

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
        let stack = _ViewNode.Kind.stack(.vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        return [_ViewNode(id, stack, content._resolve(in: &context, at: id.child(0)))]
    }
}

/// Children over one another, each offered the whole, later ones in front.
public struct ZStack<Content: View>: _PrimitiveView {
    var alignment: Alignment
    var content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, .zStack(alignment), content._resolve(in: &context, at: id.child(0)))]
    }
}
