/// SwiftUI's `HStackLayout`: subviews side by side, by the stack's rule
/// (`StackLayout`), lined up across by `alignment`. `HStack` is this
/// layout used as a view.
public struct HStackLayout: Layout, StackingLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var stack: StackLayout {
        StackLayout(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }
}
