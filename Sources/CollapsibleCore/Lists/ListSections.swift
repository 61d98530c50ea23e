/// A list's content as the list draws it: sections of rows, each row with
/// what it said of itself. Rows outside any `Section` make a section of
/// their own, with no header, between the sections around them.
struct ListSections {
    /// A row: its nodes, as the content made them, and its traits.
    struct Row {
        var node: _ViewNode
        /// Its tags, outermost first: a `ForEach`'s element, then any `tag(_:)`.
        var tags: [AnyHashable] = []
        var background: AnyView??
        var insets: EdgeInsets??
        var separator: (visibility: Visibility, edges: VerticalEdge.Set)?
        var deletion: ListRowDeletion?
        var move: ListRowMove?
        var swipeActions: [ListSwipeActions] = []

        init(_ node: _ViewNode) {
            self.node = node
            var traits: _ViewNode? = node
            while let wrapper = traits {
                if let tag = wrapper.kind as? TagNode { tags.append(tag.tag) }
                if let trait = wrapper.kind as? ListRowTraitNode {
                    switch trait.trait {
                    case .background(let view): if background == nil { background = .some(view) }
                    case .insets(let value): if insets == nil { insets = .some(value) }
                    case .separator(let visibility, let edges): if separator == nil { separator = (visibility, edges) }
                    case .deletion(let action): deletion = action
                    case .move(let action): move = action
                    case .swipeActions(let actions): swipeActions.append(actions)
                    case .sectionSeparator: break
                    }
                }
                traits = wrapper.children.count == 1 ? wrapper.children[0] : nil
            }
        }

        /// The row's tag that is a `Value`: an explicit `tag(_:)` over a `ForEach`'s.
        func tag<Value: Hashable>(as value: Value.Type) -> Value? {
            tags.lazy.reversed().compactMap { $0.base as? Value }.first
        }

        /// Whether the row hides its separator at `edge`.
        func hidesSeparator(_ edge: VerticalEdge) -> Bool {
            separator.map { $0.visibility == .hidden && $0.edges.contains(VerticalEdge.Set(edge)) } ?? false
        }
    }

    struct Section {
        var id: ViewID
        var header: [_ViewNode] = []
        var rows: [Row] = []
        var footer: [_ViewNode] = []
        /// Whether the section hides its separators, as `listSectionSeparator` said.
        var hidesSeparators = false
    }

    private(set) var sections: [Section] = []

    init(_ nodes: [_ViewNode]) {
        var loose: Section?
        for node in nodes {
            guard let (section, hidden) = Self.section(in: node) else {
                if loose == nil { loose = Section(id: node.id.listRow) }
                loose?.rows.append(Row(node))
                continue
            }
            if let rows = loose { sections.append(rows) }
            loose = nil
            let kind = section.kind as! SectionNode
            let parts = section.children
            sections.append(Section(id: section.id, header: Array(parts.prefix(kind.headerCount)),
                                    rows: parts.dropFirst(kind.headerCount).prefix(kind.rowCount).map(Row.init),
                                    footer: Array(parts.dropFirst(kind.headerCount + kind.rowCount)), hidesSeparators: hidden))
        }
        if let rows = loose { sections.append(rows) }
    }

    /// The section `node` is, through the traits around it, and whether they hide its separators.
    private static func section(in node: _ViewNode) -> (_ViewNode, Bool)? {
        var hidden = false, wrapper = node
        while !(wrapper.kind is SectionNode) {
            guard wrapper.children.count == 1, wrapper.kind is ListRowTraitNode || wrapper.kind is TagNode else { return nil }
            if case .sectionSeparator(.hidden, _)? = (wrapper.kind as? ListRowTraitNode)?.trait { hidden = true }
            wrapper = wrapper.children[0]
        }
        return (wrapper, hidden)
    }
}

extension _ViewNode {
    /// The node as a list's row tagged `tag`, as a `ForEach` tags each of its
    /// elements; a section stays a section.
    func taggedAsListRow(_ tag: some Hashable, editing: ListRowEditing) -> _ViewNode {
        if kind is SectionNode { return self }
        var row = _ViewNode(id.listRow, TagNode(tag: AnyHashable(tag)), [self])
        if let deletion = editing.deletion { row = _ViewNode(row.id.child(0), ListRowTraitNode(trait: .deletion(deletion)), [row]) }
        if let move = editing.move { row = _ViewNode(row.id.child(1), ListRowTraitNode(trait: .move(move)), [row]) }
        return row
    }
}
