/// One screen of a `NavigationStack`: its content as large as the stack,
/// on the system background, under its navigation bar and over its bottom
/// bar, in the navigation's place at its depth.
struct NavigationScreen<Content: View>: View {
    var depth: Int
    var context: NavigationContext
    var content: Content

    init(depth: Int, context: NavigationContext, @ViewBuilder content: () -> Content) {
        self.depth = depth
        self.context = context
        self.content = content()
    }

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .environment(\.navigationPlace, NavigationPlace(context: context, depth: depth))
            .modifier(NavigationBarsModifier(depth: depth, context: context))
            .background(Color.systemBackground)
    }
}

/// The bars of a screen, made from what its content tells them (its
/// title, toolbar, modes), which the last layout found: the navigation bar
/// at the top, the bottom bar where an item is placed there, and the
/// content laid out between them.
struct NavigationBarsModifier: _PrimitiveModifier {
    var depth: Int
    var context: NavigationContext

    func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.observePreferences()
        let primary = content._resolve(in: &context, at: id.child(0))
        let items = context.preference(NavigationBarKey.self, readAt: id)
        let scrolled = context.preference(NavigationScrollOffsetKey.self, readAt: id.child(4))
        let navigation = self.context
        let mode = navigation.displayMode(at: depth, asked: items.displayMode)
        navigation.titles[depth] = items.title?.string
        let back = depth > 0 && !items.backButtonHidden ? (navigation.titles[depth - 1].flatMap { $0.isEmpty ? nil : $0 } ?? "Back") : nil
        var bars: [_ViewNode] = []
        if items.navigationBar != .hidden {
            let bar = NavigationBar(items: items, isLarge: mode == .large, back: back, pop: navigation.pop,
                                    scrolled: scrolled.isFinite ? max(scrolled, 0) : 0)
            bars += bar._resolve(in: &context, at: id.child(1))
        }
        let topCount = bars.count
        let bottom = items.toolbar.filter { [.bottom, .bottomCentre].contains($0.placement.slot) }
        if items.bottomBar != .hidden, !bottom.isEmpty {
            bars += BottomBar(items: bottom)._resolve(in: &context, at: id.child(3))
        }
        let reader = _ViewNode(id.child(2), PreferenceReadingNode<NavigationBarKey>(reader: id),
                               [_ViewNode(id.child(5), PreferenceReadingNode<NavigationScrollOffsetKey>(reader: id.child(4)), primary)])
        return [_ViewNode(id, NavigationBarsNode(topCount: topCount), [reader] + bars)]
    }
}

/// The content between the bars: the navigation bar's nodes first after
/// the content, then the bottom bar's, each as tall as it likes.
struct NavigationBarsNode: NodeKind {
    var topCount: Int

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        pass.size(ofTogether: children.prefix(1), proposal)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let across = ProposedViewSize(width: bounds.width, height: nil)
        var top = bounds.y, bottom = bounds.y + bounds.height
        for bar in children.dropFirst().prefix(topCount) {
            pass.place(bar, across, at: Point(x: bounds.x, y: top))
            top += pass.size(of: bar, across).height
        }
        for bar in children.dropFirst(1 + topCount) {
            let height = pass.size(of: bar, across).height
            bottom -= height
            pass.place(bar, across, at: Point(x: bounds.x, y: bottom))
        }
        guard let content = children.first else { return }
        let height = max(bottom - top, 0)
        pass.place(content, ProposedViewSize(width: bounds.width, height: height), at: Point(x: bounds.x, y: top))
    }
}

/// How far the content of a screen has scrolled up under its navigation
/// bar, which a large title follows: a scroll view sets it to its
/// content's offset, the first one in the screen.
struct NavigationScrollOffsetKey: PreferenceKey {
    static var defaultValue: Double { 0 }

    static func reduce(value: inout Double, nextValue: () -> Double) {}
}

extension NavigationContext {
    /// The display mode of the screen at `depth`: as it asks, or as the
    /// screen under it shows its title, the root's large.
    func displayMode(at depth: Int, asked: NavigationBarItem.TitleDisplayMode) -> NavigationBarItem.TitleDisplayMode {
        let mode = asked != .automatic ? asked : depth == 0 ? .large : modes[depth - 1] ?? .large
        modes[depth] = mode
        return mode
    }
}
