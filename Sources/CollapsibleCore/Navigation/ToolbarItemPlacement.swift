/// SwiftUI's `ToolbarItemPlacement`: where in the bars a toolbar item goes.
/// The semantic placements go where iOS puts them: an action at the
/// trailing end of the navigation bar, a cancellation at the leading end,
/// a status in the middle of the bottom bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        case leading, principal, trailing, bottom, bottomCentre
    }

    let slot: Slot

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let status = ToolbarItemPlacement(slot: .bottomCentre)

    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
}
