/// A node's part in what assistive tools are told: the elements it stands
/// for, given what the accessibility modifiers around it said.
protocol NodeAccessibility {
    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement]
}

extension NodeAccessibility {
    /// A label or trait said of a wrapper is said of the one element inside it.
    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.elements(of: node.children, said: said)
    }
}
