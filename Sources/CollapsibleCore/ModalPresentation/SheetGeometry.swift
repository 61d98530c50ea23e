/// Where a sheet is in a window, as iOS 17 places it. A window as large as
/// an iPad's shows a form sheet: 540 by 620 points in the middle, rounded
/// all round, its detents ignored, as iPadOS does. A smaller one shows the
/// iPhone's sheet: the window's width, risen from the bottom to its
/// smallest detent, the largest leaving a strip of the dimmed window above
/// it, only its top corners rounded (the panel reaches past the bottom
/// edge, where its lower corners do not show).
struct SheetGeometry {
    /// Where the content is laid out.
    let panel: Rect
    /// The panel's rounded shape.
    let background: Rect

    init(window: Rect, style: SheetStyle, detents: Set<PresentationDetent>) {
        switch style {
        case .fullScreenCover:
            panel = window
            background = window
        case .sheet where UserInterfaceSizeClass.classes(of: Size(width: window.width, height: window.height)) == (.regular, .regular):
            let width = min(Self.formSheet.width, window.width), height = min(Self.formSheet.height, window.height)
            panel = Rect(x: window.midX - width / 2, y: window.midY - height / 2, width: width, height: height)
            background = panel
        case .sheet:
            let largest = max(window.height - Self.topStrip, 0)
            let height = detents.map { $0.resolved(in: largest) }.min() ?? largest
            panel = Rect(x: window.x, y: window.maxY - height, width: window.width, height: height)
            background = Rect(x: panel.x, y: panel.y, width: panel.width, height: panel.height + Self.cornerRadius)
        }
    }

    static let formSheet = Size(width: 540, height: 620)
    /// What the largest detent leaves of the window above the sheet.
    static let topStrip: Double = 10
    static let cornerRadius: Double = 10
    /// The black over the window behind a sheet, UIKit's dimming view's.
    static let dimming = 0.4
    /// The sheet's background, raised above the window in the dark.
    static let background = UIColor.secondarySystemGroupedBackground
    /// The grabber, and its distance from the sheet's top.
    static let grabber = Size(width: 36, height: 5)
    static let grabberInset: Double = 5
}
