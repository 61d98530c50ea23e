/// What the views on a screen say of its bars, found by the screen's
/// navigation bar as a preference: the title, how it is shown, the toolbar
/// items, the back button and the bars hidden.
struct NavigationBarItems {
    var title: Text?
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    var backButtonHidden = false
    var navigationBar = Visibility.automatic
    var bottomBar = Visibility.automatic
    var toolbar: [_ToolbarEntry] = []
}

/// A screen with no toolbar item is told the same items by its title and
/// modes, and is not made again for them when only its place moved.
extension NavigationBarItems: PartlyComparable {
    func isSame(as other: Any) -> Bool? {
        guard let other = other as? NavigationBarItems else { return false }
        guard toolbar.isEmpty, other.toolbar.isEmpty else { return nil }
        return title == other.title && displayMode == other.displayMode && backButtonHidden == other.backButtonHidden
            && navigationBar == other.navigationBar && bottomBar == other.bottomBar
    }
}

/// The innermost title and modes win, as the view nearest the content
/// says what the screen is; items add up in the order of the tree.
struct NavigationBarKey: PreferenceKey {
    static var defaultValue: NavigationBarItems { NavigationBarItems() }

    static func reduce(value: inout NavigationBarItems, nextValue: () -> NavigationBarItems) {
        let next = nextValue()
        if let title = next.title { value.title = title }
        if next.displayMode != .automatic { value.displayMode = next.displayMode }
        value.backButtonHidden = value.backButtonHidden || next.backButtonHidden
        if next.navigationBar != .automatic { value.navigationBar = next.navigationBar }
        if next.bottomBar != .automatic { value.bottomBar = next.bottomBar }
        value.toolbar += next.toolbar
    }
}

extension View {
    /// Changes what the screen tells its bars; a value the content inside
    /// set already stands.
    fileprivate func navigationBarItems(_ change: @escaping (inout NavigationBarItems) -> Void) -> some View {
        transformPreference(NavigationBarKey.self, change)
    }

    public func navigationTitle(_ title: Text) -> some View {
        navigationBarItems { if $0.title == nil { $0.title = title } }
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarItems { if $0.displayMode == .automatic { $0.displayMode = displayMode } }
    }

    /// The screen's back button hidden, and Alt+Left and the pointer's back
    /// button with it: the screen goes back by its own controls.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationBarItems { $0.backButtonHidden = $0.backButtonHidden || hidesBackButton }
    }

    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()._items
        return navigationBarItems { $0.toolbar = items + $0.toolbar }
    }

    /// Views in the toolbar, each where `automatic` puts it.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let item = _ToolbarEntry(placement: .automatic, view: AnyView(content()))
        return navigationBarItems { $0.toolbar = [item] + $0.toolbar }
    }

    /// The bars named shown or hidden; `automatic` leaves them as the
    /// content inside says.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarItems { items in
            for bar in bars {
                switch bar.bar {
                case .automatic, .navigationBar:
                    if items.navigationBar == .automatic { items.navigationBar = visibility }
                case .bottomBar:
                    if items.bottomBar == .automatic { items.bottomBar = visibility }
                case .tabBar:
                    break
                }
            }
        }
    }

    @available(*, deprecated, renamed: "toolbar(_:for:)")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .visible, for: .navigationBar)
    }
}
