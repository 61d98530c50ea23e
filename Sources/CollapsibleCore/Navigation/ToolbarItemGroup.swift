/// SwiftUI's `ToolbarItemGroup`: several views in a bar side by side, all
/// where `placement` says.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var _items: [_ToolbarEntry] {
        [_ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: Self.spacing) { content }))]
    }

    /// Between the items of a group, as iOS spaces bar buttons.
    static var spacing: CGFloat { 16 }
}
