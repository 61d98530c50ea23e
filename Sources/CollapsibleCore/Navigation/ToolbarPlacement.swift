/// SwiftUI's `ToolbarPlacement`: the bar `toolbar(_:for:)` shows or hides.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable {
        case automatic, navigationBar, bottomBar, tabBar
    }

    let bar: Bar

    public static let automatic = ToolbarPlacement(bar: .automatic)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}
