/// A screen's navigation bar as iOS 17 draws it: the back button and the
/// leading items, the title or the principal item in the middle, the
/// trailing items, in a bar of 44 points; a large title in a row of its
/// own under it, which goes up under the bar as the content scrolls, and
/// the inline title shown once it is gone. The bar takes its background
/// once content is scrolled under it, as iOS's scroll edge appearance.
struct NavigationBar: View {
    var items: NavigationBarItems
    var isLarge: Bool
    /// The back button's title; nil where there is none.
    var back: String?
    /// A pushed screen's ID, which its bar stands for where the focus lands on the screen.
    var screen: ViewID?
    var pop: () -> Void
    /// How far the content of the screen has scrolled up: the large
    /// title's band folds away by as much, and the content is under the
    /// bar past it.
    var scrolled: Double

    static let height: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let margin: CGFloat = 16

    var body: some View {
        let largeShown = isLarge && items.title != nil
        let largeHeight = largeShown ? min(max(Self.largeTitleHeight - scrolled, 0), Self.largeTitleHeight) : 0
        // As iOS's scroll edge appearance: clear until content is under the bar.
        let contentUnder = scrolled > (largeShown ? Self.largeTitleHeight : 0)
        VStack(spacing: 0) {
            ZStack {
                HStack(spacing: Self.margin) {
                    if let back {
                        BackButton(title: back, action: pop)
                    }
                    ForEach(entries(in: .leading)) { $0.view }
                    Spacer(minLength: 0)
                    ForEach(entries(in: .trailing)) { $0.view }
                }
                .padding(.leading, back == nil ? Self.margin : 0)
                .padding(.trailing, Self.margin)
                if let principal = entries(in: .principal).first {
                    principal.view
                } else if let title = items.title, !largeShown || largeHeight == 0 {
                    title.font(.headline).lineLimit(1)
                }
            }
            .frame(height: Self.height)
            if largeShown, let title = items.title {
                title.font(.largeTitle).bold().lineLimit(1)
                    .frame(maxWidth: .infinity, minHeight: Self.largeTitleHeight, maxHeight: Self.largeTitleHeight, alignment: .leading)
                    .padding(.horizontal, Self.margin)
                    .frame(height: largeHeight, alignment: .bottom)
                    .clippedWithHits()
            }
        }
        .background(contentUnder ? AnyShapeStyle(Material.bar) : AnyShapeStyle(Color.clear))
        .overlay(Hairline().opacity(contentUnder ? 1 : 0), alignment: .bottom)
        .modifier(NavigationBarRoleModifier(title: items.title?.string ?? "", screen: screen))
    }

    private func entries(in slot: ToolbarItemPlacement.Slot) -> [PlacedItem] {
        items.toolbar.enumerated().filter { $0.element.placement.slot == slot }.map { PlacedItem(id: $0.offset, view: $0.element.view) }
    }
}

/// A toolbar item known by its place among the screen's items.
struct PlacedItem: Identifiable {
    var id: Int
    var view: AnyView
}

/// The bottom bar: the items placed there spread across it, a status in
/// the middle, on the bar's material with a hairline above.
struct BottomBar: View {
    var items: [_ToolbarEntry]

    var body: some View {
        let placed = items.enumerated().map { PlacedItem(id: $0.offset, view: $0.element.view) }
        HStack(spacing: 0) {
            ForEach(placed) { item in
                if item.id > 0 { Spacer(minLength: NavigationBar.margin) }
                item.view
            }
            if placed.count == 1 { Spacer(minLength: 0) }
        }
        .padding(.horizontal, NavigationBar.margin)
        .frame(height: NavigationBar.height)
        .background(Material.bar)
        .overlay(Hairline(), alignment: .top)
        .modifier(AccessibilityContainerModifier(role: .toolBar, label: ""))
    }
}

/// The line between a bar and the content, a device pixel on a screen of
/// three pixels to the point, as iOS draws it.
struct Hairline: View {
    var body: some View {
        Rectangle().fill(Color(.separator)).frame(height: 1 / 3)
    }
}
