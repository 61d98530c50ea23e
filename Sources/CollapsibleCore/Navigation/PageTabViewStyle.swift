/// SwiftUI's `PageTabViewStyle`: the tabs as pages side by side, one shown
/// at a time, turned by a drag or the arrow keys, with iOS's page dots at
/// the bottom where `indexDisplayMode` shows them.
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// Where there is more than one page.
        case automatic
        case always
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _look: _TabViewLook { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
