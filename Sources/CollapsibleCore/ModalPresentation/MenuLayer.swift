/// `contextMenu(menuItems:)`, and what a `Menu` opens: its items in a
/// rounded panel of rows, as iOS's menu, under the view (over it, where
/// there is no room under), in a layer that a click outside and Escape
/// close. The secondary button and the Menu key (Shift+F10 too) open a
/// context menu.
public struct _ContextMenuModifier<MenuItems: View>: _PrimitiveModifier {
    var isOpen: Binding<Bool>
    /// A menu's that opens beside its row in another menu.
    var isSubmenu = false
    var items: () -> MenuItems

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let open = isOpen, anchor = id.child(0), isSubmenu = isSubmenu
        context.present(.menu, from: id, dismiss: { open.wrappedValue = false }) { _ in
            open.wrappedValue ? MenuLayer(anchor: anchor, isSubmenu: isSubmenu, dismiss: { open.wrappedValue = false }, items: items()) : nil
        }
        let opener = TapAction(perform: {}, disclosure: nil, menu: { open.wrappedValue = true })
        if !open.wrappedValue {
            opener.menuShortcuts = MenuShortcut.read(context.probed { items()._resolve(in: &$0, at: id.child(1)) })
        }
        return context.wrap(content, at: anchor, in: MenuOpenerNode(action: opener))
    }
}

extension View {
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: @escaping () -> MenuItems)
        -> ModifiedContent<Self, _ContextMenu<MenuItems>> {
        modifier(_ContextMenu(items: menuItems))
    }

    /// A menu open while `isOpen` holds true: a `Menu`'s, beside the view
    /// where it is a submenu.
    func contextMenu<MenuItems: View>(isOpen: Binding<Bool>, isSubmenu: Bool = false,
                                      @ViewBuilder menuItems: @escaping () -> MenuItems)
        -> ModifiedContent<Self, _ContextMenuModifier<MenuItems>> {
        modifier(_ContextMenuModifier(isOpen: isOpen, isSubmenu: isSubmenu, items: menuItems))
    }
}

/// A context menu that keeps whether it is open.
public struct _ContextMenu<MenuItems: View>: ViewModifier {
    @State private var isOpen = false
    var items: () -> MenuItems

    public func body(content: Content) -> some View {
        content.contextMenu(isOpen: $isOpen, menuItems: items)
    }
}

/// A view whose context menu the secondary button opens: hit as the view
/// inside is drawn, under whatever tap that view has of its own.
struct MenuOpenerNode: NodeKind {
    var action: TapAction

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.addTap(node.id, action, on: node.children, in: scope)
    }
}

/// The menu over the window, which stays as it is under it.
struct MenuLayer<Items: View>: View {
    var anchor: ViewID
    /// A submenu's, beside its row, over the menu it is in.
    var isSubmenu = false
    var dismiss: () -> Void
    var items: Items
    @Environment(\.presentationProgress) private var progress
    /// What closes the menus this one is in; nil for a menu of the window's.
    @Environment(\.presentationButtonAction) private var closeAround

    var body: some View {
        // A row chosen, or a click outside, closes every menu; Escape the frontmost.
        let closeAll = { [dismiss, closeAround] in
            dismiss()
            closeAround?()
        }
        ZStack {
            Backdrop(dimming: 0, tap: closeAll, barrier: ModalBarrier(escape: dismiss, arrowsMoveFocus: true, isSubmenu: isSubmenu))
            MenuPanel(anchor: anchor, beside: isSubmenu) {
                VStack(spacing: 0) { items }
                    .buttonStyle(MenuRowStyle())
                    .environment(\.presentationButtonAction, closeAll)
                    .environment(\.isInMenu, true)
                    .frame(width: MenuLayout.width)
                    .background(RoundedRectangle(cornerRadius: MenuLayout.cornerRadius).fill(Color(uiColor: AlertLayout.background)))
                    .shadow(color: Color.black.opacity(0.15), radius: 20)
            }
            .opacity(progress)
        }
    }
}

/// The menu's panel, placed by the frame of the view it opened from.
struct MenuPanel<Content: View>: _PrimitiveView {
    var anchor: ViewID
    var beside = false
    @ViewBuilder var content: Content

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, MenuPanelNode(anchor: anchor, beside: beside), content._resolve(in: &context, at: id.child(0)))]
    }
}

struct MenuPanelNode: NodeKind {
    var anchor: ViewID
    /// A submenu's: its top by its row's, at the row's trailing edge where
    /// there is room, else at its leading edge, else over the menu it is in.
    var beside: Bool

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let panel = pass.size(ofTogether: children, ProposedViewSize(width: MenuLayout.width, height: nil))
        let from = pass.frames[anchor] ?? Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let inset = MenuLayout.margin
        let x: Double, y: Double
        if beside {
            let trailing = from.maxX, leading = from.minX - panel.width
            x = trailing + panel.width <= bounds.maxX - inset ? trailing
                : leading >= bounds.minX + inset ? leading
                : min(max(from.minX + MenuLayout.rowInset, bounds.minX + inset), bounds.maxX - inset - panel.width)
            y = max(min(from.minY, bounds.maxY - inset - panel.height), bounds.minY + inset)
        } else {
            let below = from.maxY + inset, above = from.minY - inset - panel.height
            y = below + panel.height <= bounds.maxY - inset || above < bounds.minY + inset ? below : above
            x = min(max(from.minX, bounds.minX + inset), bounds.maxX - inset - panel.width)
        }
        pass.placeTogether(children, offered: ProposedViewSize(width: panel.width, height: panel.height),
                           in: Rect(x: x, y: y, width: panel.width, height: panel.height), alignment: .topLeading)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.elements(of: node.children, said: said)
    }
}

/// A row of a menu: its label at the leading edge, 44 points tall, in the
/// label colour, a destructive one in red; grey while pressed. A shortcut
/// shows at the trailing edge in the secondary colour, as GTK's accelerator
/// label, and assistive tools leave it out of the item's name.
struct MenuRowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        MenuRow(configuration: configuration)
    }
}

private struct MenuRow: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.menuItemShortcut) private var shortcut

    var body: some View {
        row
            .foregroundColor(configuration.role == .destructive ? .red : .primary)
            .padding(.horizontal, MenuLayout.rowInset)
            .frame(maxWidth: .infinity, minHeight: MenuLayout.rowHeight, alignment: .leading)
            .background(configuration.isPressed ? Color(uiColor: .systemFill) : Color.clear)
    }

    @ViewBuilder private var row: some View {
        if let shortcut {
            HStack {
                configuration.label
                Spacer()
                Text(shortcut.label).foregroundStyle(.secondary).accessibilityHidden(true)
            }
        } else {
            configuration.label
        }
    }
}

enum MenuLayout {
    static let width: Double = 250
    static let cornerRadius: Double = 13
    static let rowHeight: Double = 44
    static let rowInset: Double = 16
    /// Between the menu and the view it opened from, and the window's edges.
    static let margin: Double = 8
}

private struct IsInMenuKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct MenuItemShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// Whether the view is in a menu, whose buttons are its items.
    var isInMenu: Bool {
        get { self[IsInMenuKey.self] }
        set { self[IsInMenuKey.self] = newValue }
    }

    /// The shortcut of the menu's item inside, which its row shows.
    var menuItemShortcut: KeyboardShortcut? {
        get { self[MenuItemShortcutKey.self] }
        set { self[MenuItemShortcutKey.self] = newValue }
    }
}
