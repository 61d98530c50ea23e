/// SwiftUI's `LazyHStack`: its columns side by side, as tall as the tallest
/// made, each aligned by `alignment`; in a horizontal scroll view, a
/// `ForEach`'s columns are made and laid out only as they come near the
/// viewport (see `LazyStackContent`).
public struct LazyHStack<Content: View>: _PrimitiveView {
    var alignment: VerticalAlignment
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
    var content: Content

    /// `pinnedViews`: the parts of the `Section`s inside that stay in sight
    /// while their section is, in a scroll view of the stack's axis.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        LazyStackContent(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
                         pinnedViews: pinnedViews, content: content).resolve(in: &context, at: id)
    }
}
