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
        let offered = row.swipeActions.isEmpty || editing ? AnyView(shown.view)
            : AnyView(shown.view.contextMenu { ListSwipeActionItems(actions: row.swipeActions) })
        let drawn = _ViewNode(rowID, ListRowNode(select: select, isSelected: isSelected), offered._resolve(in: &context, at: rowID.child(0)))
        let placed = ResolvedNodes(nodes: [drawn]).padding(.horizontal, look.margin).padding(.bottom, last ? 0 : spacing ?? 0)
        return placed._resolve(in: &context, at: rowID.child(1))
    }
}
