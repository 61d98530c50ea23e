/// SwiftUI's `ToolbarContent`: what a `toolbar { }` holds, items each with
/// its placement.
public protocol ToolbarContent {
    /// The items, each a view and where it goes.
    var _items: [_ToolbarEntry] { get }
}

/// One item of a toolbar as the bars take it.
public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Several toolbar contents written one after another.
public struct _ToolbarContentList: ToolbarContent {
    public let _items: [_ToolbarEntry]
}

/// An `if` without an `else` whose condition is false holds no item.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var _items: [_ToolbarEntry] { self?._items ?? [] }
}
