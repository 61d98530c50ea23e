/// A `Menu` inside a menu: a row of its label with a chevron at its
/// trailing edge, as iOS draws a nested menu's row, that opens the menu's
/// content in a panel of its own beside it, on a click, Return, Right or
/// the pointer resting on it, while the menu it is in stays open. Left and
/// Escape close it again; a row chosen in it closes every menu. A menu
/// with no items opens nothing, and its row is dimmed.
struct SubmenuItem<Label: View, Content: View>: _PrimitiveView {
    var isOpen: Binding<Bool>
    var label: Label
    var content: Content

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let isEmpty = context.probed { content._resolve(in: &$0, at: id.child(1)) }.isEmpty
        let open = isOpen
        let row = Button { open.wrappedValue = true } label: {
            HStack {
                label
                Spacer(minLength: 0)
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).accessibilityHidden(true)
            }
        }
        // The row opens its menu rather than closing the one it is in.
        .environment(\.presentationButtonAction, nil)
        .disabled(isEmpty)
        .onHover { if $0, !isEmpty { open.wrappedValue = true } }
        .contextMenu(isOpen: isOpen, isSubmenu: true) { content }
        return context.wrap(row, at: id.child(0), in: SubmenuItemNode(isOpen: open.wrappedValue))
    }
}

/// Tells the row as a menu that holds others, as GTK tells a menu item
/// with a submenu: AT-SPI's menu, expanded while its own is open.
struct SubmenuItemNode: NodeKind {
    var isOpen: Bool

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.elements(of: node.children, said: said).map { element in
            guard element.role == .menuItem else { return element }
            var item = element
            item.role = .submenu
            item.expanded = isOpen
            return item
        }
    }
}
