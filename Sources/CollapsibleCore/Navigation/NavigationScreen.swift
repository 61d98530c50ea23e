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
        let navigation = self.context
        let mode = NavigationScreenSummary(title: nil, asked: items.displayMode, under: under).mode
        let back = under.map { $0.title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back" }.flatMap { items.backButtonHidden ? nil : $0 }
        var bars: [_ViewNode] = []
        var folded = 0.0
        if items.navigationBar != .hidden {
            let band = mode == .large && items.title != nil ? NavigationBar.largeTitleHeight : 0
            // Read no further than just past the band: a scroll on from
            // there changes nothing the bar shows.
            let scrolled = context.preference(NavigationScrollerKey.self, readAt: id.child(4)).map {
                context.scrollOffset(of: $0, at: id.child(1), within: 0...band.nextUp)
            } ?? 0
            folded = min(scrolled, band)
            let bar = NavigationBar(items: items, isLarge: mode == .large, back: back, screen: depth > 0 ? id : nil, pop: navigation.pop,
                                    scrolled: scrolled)
            bars += bar._resolve(in: &context, at: id.child(1))
        }
        let topCount = bars.count
        let bottom = items.toolbar.filter { [.bottom, .bottomCentre].contains($0.placement.slot) }
        if items.bottomBar != .hidden, !bottom.isEmpty {
            bars += BottomBar(items: bottom)._resolve(in: &context, at: id.child(3))
        }
        let reader = _ViewNode(id.child(2), PreferenceReadingNode<NavigationBarKey>(reader: id),
                               [_ViewNode(id.child(5), PreferenceReadingNode<NavigationScrollerKey>(reader: id.child(4)), primary)])
        let focus = depth > 0 ? TapAction(perform: {}, disclosure: nil, control: .pushedScreen) : nil
        return [_ViewNode(id, NavigationBarsNode(depth: depth, under: under, topCount: topCount, folded: folded, focus: focus),
                          [reader] + bars)]
    }
}

/// The content between the bars: the navigation bar's nodes first after
/// the content, then the bottom bar's, each as tall as it likes. The
/// navigation bar's room is a safe area, as SwiftUI's is: the content keeps
/// out of it, and a scroll view that reaches it grows under the bar, so
/// that its content passes under as it scrolls. The room is the bar's
/// height with its large title unfolded, so that the content stays where
/// it is as the title folds away.
struct NavigationBarsNode: NodeKind {
    var depth: Int
    var under: NavigationScreenSummary?
    var topCount: Int
    /// How much of the large title's band the scroll has folded away.
    var folded: Double
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
        values[NavigationScrollerKey.self] = nil
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
        if topCount > 0 { top += folded }
        let screen = Rect(minX: bounds.minX, minY: bounds.minY, maxX: bounds.maxX, maxY: bottom)
        let clear = Rect(minX: bounds.minX, minY: top, maxX: bounds.maxX, maxY: bottom)
        pass.placing(within: SafeArea.inside(pass.safeArea, bounds: screen, content: clear)) {
            $0.place(content, ProposedViewSize(width: clear.width, height: clear.height), at: Point(x: clear.x, y: clear.y))
        }
    }
}

/// The first vertical scroll view of a screen, as UIKit's navigation bar
/// finds it: its content scrolled up folds the large title away, and the
/// bar takes its material once content is under it.
struct NavigationScrollerKey: PreferenceKey {
    static var defaultValue: ViewID? { nil }

    static func reduce(value: inout ViewID?, nextValue: () -> ViewID?) {
        if value == nil { value = nextValue() }
    }
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
