/// What AT-SPI's Selection interface reads and asks of a list or a page
/// tab list: its children, which of them are selected, and the presses
/// that select or deselect them, each as a click on a row or a tab does.
struct AtspiSelection: Equatable {
    /// The children, in order; each a view that is pressed to choose it.
    var children: [AccessibleObject]
    /// Which children can be selected: not a list's scroll bars.
    var selectable: [Bool]
    /// The indices of those selected, in order.
    var selected: [Int]
    /// Whether several can be selected: a press then takes one in or out.
    var multiselectable: Bool

    /// The selection of `element` in `tree`; nil where it selects nothing.
    init?(of element: AtspiTree.Element, in tree: AtspiTree) {
        guard element.role == .list || element.role == .pageTabList else { return nil }
        let states = element.children.map { tree[$0]?.states ?? [] }
        guard states.contains(where: { $0.contains(.selectable) }) else { return nil }
        children = element.children
        selectable = states.map { $0.contains(.selectable) }
        selected = states.indices.filter { states[$0].contains(.selected) }
        multiselectable = element.states.contains(.multiselectable)
    }

    /// The child selected `index`th; nil past the last.
    func selectedChild(_ index: Int) -> AccessibleObject? {
        selected.indices.contains(index) ? children[selected[index]] : nil
    }

    /// What selects the child `index`: a press where it is not selected.
    func select(_ index: Int) -> [AccessibleObject]? {
        guard children.indices.contains(index), selectable[index] else { return nil }
        return selected.contains(index) ? [] : [children[index]]
    }

    /// What deselects the child `index`: a press that takes it out, where
    /// several can be selected; one alone stays, as a click leaves it.
    func deselect(_ index: Int) -> [AccessibleObject]? {
        guard children.indices.contains(index), selectable[index], multiselectable else { return nil }
        return selected.contains(index) ? [children[index]] : []
    }

    /// What selects every child: where several can be.
    var selectAll: [AccessibleObject]? {
        guard multiselectable else { return nil }
        return children.indices.filter { selectable[$0] && !selected.contains($0) }.map { children[$0] }
    }

    /// What deselects every child: where several can be.
    var clear: [AccessibleObject]? {
        multiselectable ? selected.map { children[$0] } : nil
    }
}
