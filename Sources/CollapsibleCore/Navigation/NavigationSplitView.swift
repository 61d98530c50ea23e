/// SwiftUI's `NavigationSplitView`: a sidebar, an optional content column
/// and a detail. In a wide window (regular width) the columns stand side by
/// side, as iPadOS sets them, each with its navigation bar, the leading ones
/// 320 points wide, a hairline between them; `columnVisibility` and
/// `navigationSplitViewStyle` say which show and whether they push the
/// detail aside or lie over it, and the sidebar button in the first shown
/// column's bar hides or shows them. In a narrow one the columns collapse
/// into a stack, as on an iPhone: the sidebar first, and a row chosen in
/// its list pushes the next column.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    private let sidebar: Sidebar
    private let content: Content?
    private let detail: Detail
    private let columnVisibility: Binding<NavigationSplitViewVisibility>?
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @State private var showsSecond = false
    @State private var showsDetail = false
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.navigationSplitArrangement) private var arrangement
    @Environment(\.displayScale) private var displayScale

    /// iPadOS's width for a leading column.
    static var columnWidth: Double { 320 }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
    }

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    init(visibility: Binding<NavigationSplitViewVisibility>?, sidebar: Sidebar, content: Content?, detail: Detail) {
        columnVisibility = visibility
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }

    public var body: some View {
        if sizeClass == .compact { collapsed } else { columns }
    }

    private var visibility: Binding<NavigationSplitViewVisibility> { columnVisibility ?? $ownVisibility }

    /// The leading columns shown: where the visibility is automatic, all of
    /// them beside the detail, none over it.
    private var shownColumns: NavigationSplitColumns {
        NavigationSplitColumns(visibility: visibility.wrappedValue.kind, hasContent: content != nil,
                               overDetail: arrangement == .prominentDetail)
    }

    private var columns: some View {
        let shown = shownColumns
        let leading = HStack(spacing: 0) {
            if shown.sidebar {
                column(sidebar.listStyle(.sidebar), first: true)
                    .frame(width: Self.columnWidth)
                separator
            }
            if let content, shown.content {
                column(content, first: !shown.sidebar)
                    .frame(width: Self.columnWidth)
                separator
            }
        }
        let detail = column(detail, first: !shown.sidebar && !shown.content)
        return Group {
            if arrangement == .prominentDetail {
                ZStack(alignment: .leading) {
                    detail
                    leading.background(Color(.systemBackground)).shadow(color: .black.opacity(0.15), radius: 10)
                }
            } else {
                HStack(spacing: 0) {
                    leading
                    detail.frame(maxWidth: .infinity)
                }
            }
        }
    }

    /// A column as iPadOS shows it: a navigation stack of its own, the
    /// first shown with the button that shows and hides the sidebar.
    private func column(_ view: some View, first: Bool) -> some View {
        let visibility = visibility, showsSidebar = shownColumns.sidebar
        return NavigationStack {
            view.toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    if first {
                        Button {
                            withAnimation { visibility.wrappedValue = showsSidebar ? .detailOnly : .all }
                        } label: {
                            Image(systemName: "sidebar.left")
                        }
                        .accessibilityLabel(showsSidebar ? "Hide Sidebar" : "Show Sidebar")
                    }
                }
            }
        }
    }

    private var separator: some View {
        Rectangle().fill(Color(.separator)).frame(width: 1 / max(displayScale, 1))
    }

    /// The columns as a stack: a row chosen in the sidebar's list pushes the
    /// content, or the detail, and one chosen in the content's pushes the detail.
    private var collapsed: some View {
        let second = $showsSecond, third = $showsDetail
        return NavigationStack {
            sidebar
                .environment(\.listRowChosen) { second.wrappedValue = true }
                .navigationDestination(isPresented: second) {
                    if let content {
                        content
                            .environment(\.listRowChosen) { third.wrappedValue = true }
                            .navigationDestination(isPresented: third) { detail }
                    } else {
                        detail
                    }
                }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: nil, detail: detail())
    }

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: nil, detail: detail())
    }
}

/// Which leading columns of a split view show in a wide window.
struct NavigationSplitColumns: Equatable {
    var sidebar: Bool
    var content: Bool

    init(visibility: NavigationSplitViewVisibility.Kind, hasContent: Bool, overDetail: Bool) {
        switch visibility {
        case .automatic: (sidebar, content) = (!overDetail, hasContent && !overDetail)
        case .all: (sidebar, content) = (true, hasContent)
        case .doubleColumn: (sidebar, content) = (!hasContent, hasContent)
        case .detailOnly: (sidebar, content) = (false, false)
        }
    }
}
