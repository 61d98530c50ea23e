/// Makes a navigation bar one tool bar for assistive tools, named by its
/// screen's title. A pushed screen's bar stands for the screen, by the
/// screen's ID: where the screen comes in with no control to take the
/// focus, the focus lands on the screen and a screen reader says its bar,
/// the title, as VoiceOver lands on a pushed screen's first element.
struct NavigationBarRoleModifier: _PrimitiveModifier {
    var title: String
    /// The pushed screen's ID; nil for a root.
    var screen: ViewID?

    func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: NavigationBarRoleNode(container: AccessibilityContainerNode(role: .toolBar, label: title),
                                                                screen: screen))
    }
}

struct NavigationBarRoleNode: NodeKind {
    var container: AccessibilityContainerNode
    var screen: ViewID?

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        container.elements(of: node, said: said, in: walk).map { bar in
            guard let screen else { return bar }
            var bar = bar
            bar.id = screen
            bar.isFocusable = true
            return bar
        }
    }
}
