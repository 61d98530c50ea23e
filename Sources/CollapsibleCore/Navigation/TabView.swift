/// SwiftUI's `TabView`, as iOS shows it: the selected tab's content over a
/// tab bar at the bottom, which holds each tab's label, the selected one
/// in the tint. A tab is selected by a click on its label, or Ctrl+Tab
/// and Ctrl+Page Down from the keyboard; each tab keeps its state while
/// another is shown. Tabs are the views of the content, each labelled by
/// its `tabItem` and named by its `tag`, or by its place where it has none.
/// Under `tabViewStyle(.page)` they are pages side by side (`TabViewPages`).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    private let selection: Binding<SelectionValue>?
    private let content: Content
    @State private var shown: AnyHashable?
    @Environment(\.tabViewLook) private var look

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let selection = selection, selected = selection.map { AnyHashable($0.wrappedValue) } ?? shown
        let shownState = $shown
        let select = { (tag: AnyHashable) in
            if let selection {
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            } else {
                shownState.wrappedValue = tag
            }
        }
        return Group {
            if case .page(let dots) = look {
                TabViewPages(content: content, selected: selected, select: select, dots: dots).clippedWithHits()
            } else {
                TabViewContent(content: content, selected: selected, select: select)
            }
        }
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The tabs made, the selected one chosen by its tag, and the bar.
struct TabViewContent<Content: View>: _PrimitiveView {
    var content: Content
    /// The selected tab's tag; nil for the first.
    var selected: AnyHashable?
    var select: (AnyHashable) -> Void

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let tabs = content._resolve(in: &context, at: id.child(0))
        let tags = tabs.enumerated().map { index, tab in tab.wrapper(of: TagNode.self)?.tag ?? AnyHashable(index) }
        let index = selected.flatMap { tags.firstIndex(of: $0) } ?? 0
        let items = tabs.enumerated().map { offset, tab in
            TabBarItem(id: offset, label: tab.wrapper(of: TabItemNode.self)?.label ?? AnyView(EmptyView()), tag: tags[offset])
        }
        let bar = TabBar(items: items, selected: index, select: select)._resolve(in: &context, at: id.child(1))
        return [_ViewNode(id, TabViewNode(selected: index, tabCount: tabs.count), tabs + bar)]
    }
}

/// Lays the selected tab out above the bar, and draws and tells assistive
/// tools of that tab and the bar alone; the other tabs stand in the tree
/// with their state, unseen.
struct TabViewNode: NodeKind {
    var selected: Int
    var tabCount: Int

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let across = ProposedViewSize(width: bounds.width, height: nil)
        var bottom = bounds.y + bounds.height
        for bar in children.dropFirst(tabCount) {
            bottom -= pass.size(of: bar, across).height
            pass.place(bar, across, at: Point(x: bounds.x, y: bottom))
        }
        guard selected < tabCount else { return }
        pass.place(children[selected], ProposedViewSize(width: bounds.width, height: max(bottom - bounds.y, 0)),
                   at: Point(x: bounds.x, y: bounds.y))
    }

    private func shown(_ children: [_ViewNode]) -> [_ViewNode] {
        (selected < tabCount ? [children[selected]] : []) + children.dropFirst(tabCount)
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.add(shown(node.children), in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.elements(of: shown(node.children), said: said)
    }
}

/// One tab's label in the bar.
struct TabBarItem: Identifiable {
    var id: Int
    var label: AnyView
    var tag: AnyHashable
}

/// iOS's tab bar: the tabs' labels side by side in columns of one width,
/// each its symbol over its title in a small font, the selected one in
/// the tint and the others grey, on the bar's material under a hairline.
struct TabBar: View {
    var items: [TabBarItem]
    var selected: Int
    var select: (AnyHashable) -> Void

    static let height: CGFloat = 49

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items) { item in
                let isSelected = item.id == selected
                var button = Button { select(item.tag) } label: {
                    item.label
                        .labelStyle(TabItemLabelStyle())
                        .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(.systemGray)))
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .contentShape(Rectangle())
                }
                button.control = .tab(isSelected: isSelected)
                return button.buttonStyle(TabButtonStyle())
            }
        }
        .frame(height: Self.height)
        .background(Material.bar)
        .overlay(Hairline(), alignment: .top)
        .modifier(AccessibilityContainerModifier(role: .pageTabList, label: ""))
    }
}

/// A tab's label: its symbol over its title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22))
            configuration.title.font(.system(size: 10, weight: .medium))
        }
    }
}

/// A tab keeps its colours pressed: iOS does not dim a tab under a touch.
struct TabButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}
