/// SwiftUI's `VStackLayout`: subviews one above the other, by the stack's rule
/// (`StackLayout`), lined up by `alignment`. `VStack` is this
/// layout used as a view.
public struct VStackLayout: Layout, GuidelessLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var stack: StackLayout {
        StackLayout(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.size(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(in: bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        stack.spacing(subviews)
    }
}
