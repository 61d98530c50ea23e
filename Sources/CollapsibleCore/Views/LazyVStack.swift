/// SwiftUI's `LazyVStack`: its rows one above the other, as wide as the
/// widest made, each aligned by `alignment`; in a vertical scroll view, a
/// `ForEach`'s rows are made and laid out only as they come near the
/// viewport (see `LazyStackContent`).
public struct LazyVStack<Content: View>: _PrimitiveView {
    var alignment: HorizontalAlignment
    var spacing: CGFloat?
    var content: Content

    /// `pinnedViews` is accepted as SwiftUI's, and pins nothing, as there
    /// are no sections here to pin.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        LazyStackContent(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
                         content: content).resolve(in: &context, at: id)
    }
}
