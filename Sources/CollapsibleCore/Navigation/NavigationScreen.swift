/// One screen of a `NavigationStack`: its content as large as the stack,
/// on the system background, under its navigation bar and over its bottom
/// bar, in the navigation's place at its depth.
struct NavigationScreen<Content: View>: View, Equatable {
    var depth: Int
    var context: NavigationContext
    /// The stack's revision it was made at.
    private let revision: Int
    /// What the screen under it shows; nil for the root.
    var under: NavigationScreenSummary?
    var content: Content
    /// What dismisses the presentation the stack is in, which the root's
    /// views dismiss; a pushed screen's pop it.
    @Environment(\.dismiss) private var outerDismiss
    @Environment(\.isPresented) private var outerPresented

    init(depth: Int, context: NavigationContext, under: NavigationScreenSummary?, @ViewBuilder content: () -> Content) {
        self.depth = depth
        self.context = context
        self.under = under
        self.content = content()
        revision = context.revision
    }

    static func == (a: Self, b: Self) -> Bool {
        a.depth == b.depth && a.context === b.context && a.under == b.under && a.revision == b.revision
    }

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .environment(\.navigationPlace, NavigationPlace(context: context, depth: depth))
            .environment(\.dismiss, depth == 0 ? outerDismiss : DismissAction { [context, depth] in
                // A screen goes back only while it is the one shown.
                if context.depth() == depth { context.pop() }
            })
            .environment(\.isPresented, depth > 0 || outerPresented)
            .modifier(NavigationBarsModifier(depth: depth, context: context, under: under))
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
    var under: NavigationScreenSummary?

    func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.observePreferences()
        let primary = content._resolve(in: &context, at: id.child(0))
        let items = context.preference(NavigationBarKey.self, readAt: id)
        let scrolled = context.preference(NavigationScrollOffsetKey.self, readAt: id.child(4))
        let navigation = self.context
        let mode = NavigationScreenSummary(title: nil, asked: items.displayMode, under: under).mode
        let back = under.map { $0.title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back" }.flatMap { items.backButtonHidden ? nil : $0 }
        var bars: [_ViewNode] = []
        if items.navigationBar != .hidden {
            let bar = NavigationBar(items: items, isLarge: mode == .large, back: back, screen: depth > 0 ? id : nil, pop: navigation.pop,
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
        let focus = depth > 0 ? TapAction(perform: {}, disclosure: nil, control: .pushedScreen) : nil
        return [_ViewNode(id, NavigationBarsNode(depth: depth, under: under, topCount: topCount, focus: focus), [reader] + bars)]
    }
}

/// The content between the bars: the navigation bar's nodes first after
/// the content, then the bottom bar's, each as tall as it likes.
struct NavigationBarsNode: NodeKind {
    var depth: Int
    var under: NavigationScreenSummary?
    var topCount: Int
    /// A pushed screen's: where the focus lands where the screen has no
    /// control to take it, among the window's taps around the screen's own.
    var focus: TapAction?

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        guard let focus else { return presentation.add(node.children, in: scope) }
        return presentation.addTap(node.id, focus, on: node.children, in: scope)
    }

    /// Tells the stack what the screen shows, for the screen above it.
    func preferences(of node: _ViewNode, in collection: inout PreferenceCollection) -> PreferenceValues {
        var values = collection.values(of: node.children)
        let items = values[NavigationBarKey.self] ?? NavigationBarKey.defaultValue
        var screens = values[NavigationScreensKey.self] ?? [:]
        screens[depth] = NavigationScreenSummary(title: items.title?.string, asked: items.displayMode, under: under)
        values[NavigationScreensKey.self] = screens
        values[NavigationBarKey.self] = nil
        return values
    }

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

/// What a screen shows that the screen above it takes: its title, for the
/// back button, and its display mode, for one that asks for none.
struct NavigationScreenSummary: Equatable {
    var title: String?
    var mode: NavigationBarItem.TitleDisplayMode

    /// The root's title is large unless it asks otherwise; another screen's
    /// as the screen's under it.
    init(title: String?, asked: NavigationBarItem.TitleDisplayMode, under: NavigationScreenSummary?) {
        self.title = title
        mode = asked != .automatic ? asked : under?.mode ?? .large
    }
}

/// The screens of a stack, by depth, as their bars found them.
struct NavigationScreensKey: PreferenceKey {
    static var defaultValue: [Int: NavigationScreenSummary] { [:] }

    static func reduce(value: inout [Int: NavigationScreenSummary], nextValue: () -> [Int: NavigationScreenSummary]) {
        value.merge(nextValue()) { $1 }
    }
}
