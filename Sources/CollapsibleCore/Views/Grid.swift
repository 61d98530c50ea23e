/// SwiftUI's `Grid`: its `GridRow`s' cells in columns as wide as their
/// widest cell and rows as tall as their tallest, a view outside any row a
/// row of its own across every column: `GridLayout` used as a view.
public struct Grid<Content: View>: _PrimitiveView {
    var alignment: Alignment
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?
    var content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        return _LayoutView(layout: layout, content: content)._resolve(in: &context, at: id)
    }
}
