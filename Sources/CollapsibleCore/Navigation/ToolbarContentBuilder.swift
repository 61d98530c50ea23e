/// SwiftUI's `ToolbarContentBuilder`: the items of a `toolbar { }`, with
/// `if` and `else` among them.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock(_ content: any ToolbarContent...) -> _ToolbarContentList {
        _ToolbarContentList(_items: content.flatMap(\._items))
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    public static func buildEither(first content: any ToolbarContent) -> _ToolbarContentList {
        _ToolbarContentList(_items: content._items)
    }

    public static func buildEither(second content: any ToolbarContent) -> _ToolbarContentList {
        _ToolbarContentList(_items: content._items)
    }
}
