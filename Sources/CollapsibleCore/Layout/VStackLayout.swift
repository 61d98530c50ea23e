/// SwiftUI's `VStackLayout`: subviews one above the other, by the stack's rule
/// (`StackLayout`), lined up by `alignment`. `VStack` is this
/// layout used as a view.
public struct VStackLayout: Layout, StackingLayout {
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

    var stack: StackLayout {
        StackLayout(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }
}
