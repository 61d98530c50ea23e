/// What a list makes of each of its rows: the row drawn as the list's style
/// draws it (`ListRowChrome`), selected by a click where the list selects,
/// focused by the keyboard where it selects or the row can be deleted or
/// moved, and set in from the list's edges.
struct ListRowMaker<SelectionValue: Hashable> {
    let list: ViewID
    let selection: ListSelection<SelectionValue>
    /// The tags of the rows that select, in order.
    let order: ListRowOrder<SelectionValue>
    let look: _ListLook
    let spacing: Double?
    let editing: Bool
    let minimumHeight: Double
    let hairline: Double
    /// What a click or Return on a row does after it selects.
    let chosen: (() -> Void)?

    init(list: ViewID, selection: ListSelection<SelectionValue>, order: ListRowOrder<SelectionValue>, environment: EnvironmentValues) {
        self.list = list
        self.selection = selection
        self.order = order
        look = environment._listLook
        spacing = environment.listRowSpacing
        editing = environment.editMode?.wrappedValue.isEditing ?? false
        minimumHeight = environment.defaultMinListRowHeight
        hairline = 1 / max(environment.displayScale, 1)
        chosen = environment.listRowChosen
    }

    /// Whether the list selects anything.
    var selects: Bool {
        if case .none = selection { return false }
        return true
    }

    /// `row` as the list draws it, `first` or `last` of its section, its
    /// separator hidden where `hidesSeparator` says; `tagged` is its place
    /// in `order` where it selects.
    func nodes(for row: ListSections.Row, first: Bool, last: Bool, hidesSeparator: Bool, tagged: Int?,
               in context: inout _ResolveContext) -> [_ViewNode] {
        let tag = tagged.flatMap { order.tags.indices.contains($0) ? row.tag(as: SelectionValue.self) : nil }
        let isSelected = tag.map(selection.contains)
        let shown = ListRowChrome(look: look, row: row, isFirst: first || spacing != nil, isLast: last || spacing != nil,
                                  isSelected: isSelected == true,
                                  showsSeparator: !last && spacing == nil && !hidesSeparator && !row.hidesSeparator(.bottom),
                                  minimumHeight: minimumHeight, hairline: hairline, editingDeletion: editing ? row.deletion : nil,
                                  showsMoveHandle: editing && row.move != nil)
        var choice: ListRowChoice?
        let actions = ListRowEditing(deletion: row.deletion, move: row.move)
        if let tagged, tag != nil {
            choice = ListRowChoice(list: list, editing: actions, dragsToMove: editing) { [selection, order, chosen] input in
                selection.choose(tagged, of: order, by: input)
                if input != .step { chosen?() }
            }
        } else if row.deletion != nil || row.move != nil {
            choice = ListRowChoice(list: list, editing: actions, dragsToMove: editing) { _ in }
        }
        let select = choice.map { choice in TapAction(perform: { choice.choose(.press) }, disclosure: nil, control: .listRow(choice)) }
        let rowID = row.node.id.listRow
        // Edit mode hides a row's swipe actions, as iOS's does.
        let swipes = editing ? [] : row.swipeActions
        let offered = swipes.isEmpty ? AnyView(shown.view)
            : AnyView(shown.view.contextMenu { ListSwipeActionItems(actions: swipes) })
        let handle = swipes.isEmpty ? nil : ListRowSwipeHandle(row: rowID.child(2), leading: Self.buttons(swipes, on: .leading),
                                                                trailing: Self.buttons(swipes, on: .trailing))
        let drawn = _ViewNode(rowID, ListRowNode(select: select, isSelected: isSelected, swipe: handle),
                              offered._resolve(in: &context, at: rowID.child(0)))
        let swiped = handle.map { swiping(drawn, by: $0, actions: swipes, in: &context) } ?? drawn
        let placed = ResolvedNodes(nodes: [swiped]).padding(.horizontal, look.margin).padding(.bottom, last ? 0 : spacing ?? 0)
        return placed._resolve(in: &context, at: rowID.child(1))
    }

    /// What a swipe from `edge` reveals of `actions`; nil where they give it no button.
    private static func buttons(_ actions: [ListSwipeActions], on edge: HorizontalEdge) -> ListRowSwipe.Buttons? {
        actions.first { $0.edge == edge }.map { ListRowSwipe.Buttons(allowsFullSwipe: $0.allowsFullSwipe) }
    }

    /// The row `drawn` over the buttons of the edge its swipe shows.
    private func swiping(_ drawn: _ViewNode, by handle: ListRowSwipeHandle, actions: [ListSwipeActions],
                         in context: inout _ResolveContext) -> _ViewNode {
        let revealed = context.swipedEdge(of: handle.row)
        let shown = actions.filter { $0.edge == revealed }
        let buttons = context.changingEnvironment({ $0.buttonStyling = .style(SwipeActionButtonStyle()) }) { context in
            context.stacking(along: .horizontal) { context in
                shown.indices.flatMap { shown[$0].buttons._resolve(in: &context, at: drawn.id.child(3).child($0)) }
            }
        }
        return _ViewNode(handle.row, ListRowSwipeNode(handle: handle, revealed: revealed), buttons + [drawn])
    }
}
