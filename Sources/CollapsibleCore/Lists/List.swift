/// SwiftUI's `List`: rows one under another, in sections, drawn in the
/// style `listStyle(_:)` sets (iOS's inset grouped where none is). With a
/// selection, a tap on a row selects it, by its tag or its `ForEach`
/// element's identifier.
public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    var selection: ListSelection<SelectionValue>
    var content: Content

    init(selection: ListSelection<SelectionValue>, content: Content) {
        self.selection = selection
        self.content = content
    }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map(ListSelection.single) ?? .none, content: content())
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map(ListSelection.multiple) ?? .none, content: content())
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let inList = context.makesListRows
        context.makesListRows = true
        let made = context.stacking(along: nil) { context in
            context.makesListRows = true
            return content._resolve(in: &context, at: id.child(1))
        }
        context.makesListRows = inList
        let sections = ListSections(made, in: id).sections
        let order = ListRowOrder<SelectionValue>()
        if case .none = selection {} else {
            order.tags = sections.flatMap { $0.rows.compactMap { $0.tag(as: SelectionValue.self) } }
        }
        var drawn: [_ViewNode] = [], tagged = 0
        for section in sections {
            drawn += sectionNodes(section, order: order, list: id, tagged: &tagged, in: &context)
        }
        let environment = context.environment
        let look = environment._listLook
        let background = environment.scrollContentBackground == .hidden ? Color.clear : Color(look.background)
        let list = VStack(spacing: 0) { ResolvedNodes(nodes: drawn) }
            .padding(.bottom, look.sectionSpacing)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(background)
        return context.wrap(list, at: id, in: ListNode(multiselectable: selection.isMultiple))
    }

    /// What the list draws of `section`: the space or header above it, its
    /// rows, its footer.
    /// `tagged` counts the rows with a tag so far, each's place in `order`.
    private func sectionNodes(_ section: ListSections.Section, order: ListRowOrder<SelectionValue>, list: ViewID,
                              tagged: inout Int, in context: inout _ResolveContext) -> [_ViewNode] {
        let look = context.environment._listLook, chrome = ListSectionChrome(look: look)
        var nodes = section.header.isEmpty ? chrome.gap._resolve(in: &context, at: section.id.child(3))
            : chrome.header(section.header)._resolve(in: &context, at: section.id.child(3))
        let spacing = context.environment.listRowSpacing
        let editing = context.environment.editMode?.wrappedValue.isEditing ?? false
        let hairline = 1 / max(context.environment.displayScale, 1)
        for (index, row) in section.rows.enumerated() {
            let last = index == section.rows.count - 1
            let next = last ? nil : section.rows[index + 1]
            let tag = order.tags.isEmpty ? nil : row.tag(as: SelectionValue.self)
            let isSelected = tag.map(selection.contains)
            let shown = ListRowChrome(look: look, row: row, isFirst: index == 0 || spacing != nil, isLast: last || spacing != nil,
                                      isSelected: isSelected == true,
                                      showsSeparator: !last && spacing == nil && !section.hidesSeparators
                                          && !row.hidesSeparator(.bottom) && next?.hidesSeparator(.top) != true,
                                      minimumHeight: context.environment.defaultMinListRowHeight, hairline: hairline,
                                      editingDeletion: editing ? row.deletion : nil)
            var choice: ListRowChoice?
            if tag != nil {
                let index = tagged
                choice = ListRowChoice(list: list, deletion: row.deletion) { [selection] in selection.choose(index, of: order, by: $0) }
                tagged += 1
            } else if row.deletion != nil {
                choice = ListRowChoice(list: list, deletion: row.deletion) { _ in }
            }
            let select = choice.map { choice in TapAction(perform: { choice.choose(.press) }, disclosure: nil, control: .listRow(choice)) }
            let rowID = row.node.id.listRow
            let kind = ListRowNode(select: select, isSelected: isSelected)
            let drawnRow = _ViewNode(rowID, kind, shown.view._resolve(in: &context, at: rowID.child(0)))
            let placed = ResolvedNodes(nodes: [drawnRow]).padding(.horizontal, look.margin).padding(.bottom, last ? 0 : spacing ?? 0)
            nodes += placed._resolve(in: &context, at: rowID.child(1))
        }
        if !section.footer.isEmpty { nodes += chrome.footer(section.footer)._resolve(in: &context, at: section.id.child(4)) }
        return nodes
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: .none, content: content())
    }
}

extension List {
    /// A row for each element of `data`, known by its identifier.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>? = nil,
                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map(ListSelection.single) ?? .none, content: ForEach(data, content: rowContent))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            selection: Binding<SelectionValue?>? = nil,
                                                                            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.map(ListSelection.single) ?? .none, content: ForEach(data, id: id, content: rowContent))
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map(ListSelection.multiple) ?? .none, content: ForEach(data, content: rowContent))
    }
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: .none, content: ForEach(data, content: rowContent))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: .none, content: ForEach(data, id: id, content: rowContent))
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: .none, content: ForEach(data, content: rowContent))
    }
}
