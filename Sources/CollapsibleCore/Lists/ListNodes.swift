/// A list: to layout and drawing, a wrapper of what it made of its rows;
/// to assistive tools, a list of its rows, which say whether they are
/// selected.
struct ListNode: NodeKind {
    var multiselectable: Bool

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        var list = AccessibilityElement(id: node.id, role: .list, label: said.label ?? "", frame: walk.frame(of: node),
                                        children: Self.rows(in: walk.elements(of: node.children, said: AccessibilityWalk.Said())))
        list.multiselectable = multiselectable
        return [list]
    }

    /// The rows and headers among `elements`, out of the groups the list's
    /// backgrounds make and the scroll view it scrolls in, whose bars come
    /// after them: a screen reader counts a list's rows among its children.
    private static func rows(in elements: [AccessibilityElement]) -> [AccessibilityElement] {
        elements.flatMap { element in
            switch element.role {
            case .group where element.label.isEmpty, .scrollPane: rows(in: element.children)
            default: [element]
            }
        }
    }
}

/// A row of a list: hit where it is drawn, its background included, and
/// selected by a tap where the list selects; to assistive tools, a list
/// item named by what is in it.
struct ListRowNode: NodeKind {
    /// Selects the row; nil where the list selects nothing.
    var select: TapAction?
    /// Whether the row is selected; nil where the list selects nothing.
    var isSelected: Bool?
    /// Where the row has swipe actions, how far a swipe slides it.
    var swipe: ListRowSwipeHandle?

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let drawn = select.map { presentation.addTap(node.id, $0, on: node.children, in: scope) } ?? presentation.add(node.children, in: scope)
        // A row that moves is drawn where a drag among its rows puts it,
        // one swiped where the swipe slides it.
        let choice = select?.control?.listRow.flatMap { $0.move == nil ? nil : $0 }
        guard choice != nil || swipe != nil else { return drawn }
        return presentation.addFramedGroup(node.id, in: scope, drawn) { [swipe] _ in
            let across = swipe?.shown ?? 0, down = choice?.shown ?? 0
            return across == 0 && down == 0 ? nil : .transform(CGAffineTransform(translationX: across, y: down))
        }
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let inside = walk.elements(of: node.children, said: AccessibilityWalk.Said())
        let parts = inside.flatMap { $0.role == .group && $0.label.isEmpty ? $0.children : [$0] }
        // A row is named by what it shows, not by the controls in it.
        let shown = parts.filter { $0.role == .label || $0.role == .image }
        var row = AccessibilityElement(id: node.id, role: .listItem, label: said.label ?? walk.spoken(shown.isEmpty ? parts : shown),
                                       frame: walk.frame(of: node), children: parts.filter { $0.role != .label })
        row.selected = isSelected
        row.isFocusable = select != nil
        return [row]
    }
}
