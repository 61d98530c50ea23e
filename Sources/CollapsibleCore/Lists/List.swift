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
        let environment = context.environment, look = environment._listLook
        let order = ListRowOrder<SelectionValue>()
        let maker = ListRowMaker(list: id, selection: selection, order: order, environment: environment)
        // The background runs under the bars the rows pass under, as the rows' scroll view does.
        let background = (environment.scrollContentBackground == .hidden ? Color.clear : Color(look.background)).ignoresSafeArea()
        let list = ListNode(multiselectable: selection.isMultiple)
        if let rows = content as? any _LazyRows {
            if maker.selects { order.tags = (content as? any ListRowTags)?.listTags(as: SelectionValue.self) ?? [] }
            let scrolled = ScrollView {
                LazyVStack(spacing: 0) { ListLazyRows(rows: rows, maker: maker) }
                    .padding(.vertical, look.sectionSpacing)
            }
            return context.wrap(scrolled.background(background), at: id, in: list)
        }
        let inList = context.makesListRows
        let made = context.stacking(along: nil) { context in
            context.makesListRows = true
            return content._resolve(in: &context, at: id.child(1))
        }
        context.makesListRows = inList
        let sections = ListSections(made).sections
        if maker.selects { order.tags = sections.flatMap { $0.rows.compactMap { $0.tag(as: SelectionValue.self) } } }
        var drawn: [_ViewNode] = [], tagged = 0
        for section in sections {
            drawn += sectionNodes(section, maker: maker, tagged: &tagged, in: &context)
        }
        let scrolled = ScrollView {
            VStack(spacing: 0) { ResolvedNodes(nodes: drawn) }
                .padding(.bottom, look.sectionSpacing)
        }
        return context.wrap(scrolled.background(background), at: id, in: list)
    }

    /// What the list draws of `section`: the space or header above it, its
    /// rows, its footer. `tagged` counts the rows with a tag so far, each's
    /// place in the maker's order.
    private func sectionNodes(_ section: ListSections.Section, maker: ListRowMaker<SelectionValue>, tagged: inout Int,
                              in context: inout _ResolveContext) -> [_ViewNode] {
        let chrome = ListSectionChrome(look: maker.look)
        var nodes = section.header.isEmpty ? chrome.gap._resolve(in: &context, at: section.id.child(3))
            : chrome.header(section.header)._resolve(in: &context, at: section.id.child(3))
        for (index, row) in section.rows.enumerated() {
            let last = index == section.rows.count - 1
            let selects = maker.selects && row.tag(as: SelectionValue.self) != nil
            nodes += maker.nodes(for: row, first: index == 0, last: last,
                                 hidesSeparator: section.hidesSeparators || (!last && section.rows[index + 1].hidesSeparator(.top)),
                                 tagged: selects ? tagged : nil, in: &context)
            if selects { tagged += 1 }
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

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            selection: Binding<Set<SelectionValue>>?,
                                                                            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.map(ListSelection.multiple) ?? .none, content: ForEach(data, id: id, content: rowContent))
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
