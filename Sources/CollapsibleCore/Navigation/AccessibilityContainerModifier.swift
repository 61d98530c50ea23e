/// Makes the elements inside one element of `role` for assistive tools, as
/// a bar of buttons is a tool bar and a row of tabs a page tab list; to
/// layout and drawing, a plain wrapper.
struct AccessibilityContainerModifier: _PrimitiveModifier {
    var role: AccessibilityRole
    var label: String
    var selected: Bool? = nil

    func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: AccessibilityContainerNode(role: role, label: label, selected: selected))
    }
}

struct AccessibilityContainerNode: NodeKind {
    var role: AccessibilityRole
    var label: String
    var selected: Bool?

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        var children = walk.elements(of: node.children, said: AccessibilityWalk.Said())
        // A page tab list's tabs are its children, out of the row that sets
        // them side by side: a client selects them by their index among them.
        if role == .pageTabList { children = children.flatMap { $0.role == .group && $0.label.isEmpty ? $0.children : [$0] } }
        var element = AccessibilityElement(id: node.id, role: role, label: label, frame: walk.frame(of: node), children: children)
        element.selected = selected
        return [element]
    }
}
