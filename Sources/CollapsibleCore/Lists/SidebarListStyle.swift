/// SwiftUI's `SidebarListStyle`: the inset grouped look with prominent headers, as iOS shows a sidebar in a narrow window.
public struct SidebarListStyle: ListStyle {
    public init() {}

    public var _look: _ListLook { .sidebar }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
