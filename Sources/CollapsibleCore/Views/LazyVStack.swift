/// SwiftUI's `LazyVStack`: its rows one above the other, as wide as the
/// widest made, each aligned by `alignment`; in a vertical scroll view, a
/// `ForEach`'s rows are made and laid out only as they come near the
/// viewport (see `LazyStackContent`).
public struct LazyVStack<Content: View>: _PrimitiveView {
    var alignment: HorizontalAlignment
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
    var content: Content

    /// `pinnedViews`: the parts of the `Section`s inside that stay in sight
    /// while their section is, in a scroll view of the stack's axis.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        LazyStackContent(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
                         pinnedViews: pinnedViews, content: content).resolve(in: &context, at: id)
    }
}
