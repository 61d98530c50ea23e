/// What a list draws around one row, as iOS 17 draws a cell: the row's
/// content inset from its edges, at least `defaultMinListRowHeight` tall;
/// its background, the card's corners rounded at the first and last row of
/// a section, grey where it is selected; a hairline separator under it,
/// from the content's leading edge to the card's trailing edge.
struct ListRowChrome {
    var look: _ListLook
    var row: ListSections.Row
    var isFirst: Bool
    var isLast: Bool
    var isSelected: Bool
    var showsSeparator: Bool
    var minimumHeight: Double
    /// One device pixel, the separator's thickness.
    var hairline: Double

    /// Deletes the row, where the list is in edit mode and the row's element can be deleted.
    var editingDeletion: ListRowDeletion?

    var view: some View {
        content
            .padding(insets)
            .frame(maxWidth: .infinity, minHeight: minimumHeight, alignment: .leading)
            .background(background)
            .overlay(separator, alignment: .bottom)
    }

    /// A row's own insets, else the style's: iOS sets a cell's content 20
    /// points in from its edges.
    var insets: EdgeInsets { (row.insets ?? nil) ?? EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20) }

    private var background: AnyView {
        let radius = look.cornerRadius
        let card = UnevenRoundedRectangle(topLeadingRadius: isFirst ? radius : 0, bottomLeadingRadius: isLast ? radius : 0,
                                          bottomTrailingRadius: isLast ? radius : 0, topTrailingRadius: isFirst ? radius : 0)
        // UITableViewCell's selected background.
        if isSelected { return AnyView(card.fill(Color(.systemGray4))) }
        if case .some(.some(let own)) = row.background { return AnyView(own.clipShape(card)) }
        return AnyView(card.fill(Color(look.rowBackground)))
    }

    /// Whether the row shows iOS's reorder handle, where the list is in edit mode and the row's element can be moved.
    var showsMoveHandle = false

    /// The row's own views; in edit mode, after iOS's red delete button and
    /// before its grey reorder handle. The row's views stay in one place
    /// whether the list is editing or not, so that they keep their state.
    private var content: some View {
        HStack(spacing: 12) {
            if let deletion = editingDeletion {
                Button(action: deletion.delete) {
                    Image(systemName: "minus.circle.fill").foregroundStyle(Color.red)
                }
                .accessibilityLabel("Delete")
            }
            ResolvedNodes(nodes: [row.node]).frame(maxWidth: showsMoveHandle ? .infinity : nil, alignment: .leading)
            if showsMoveHandle {
                Image(systemName: "line.3.horizontal").foregroundStyle(Color(.tertiaryLabel)).accessibilityHidden(true)
            }
        }
    }

    private var separator: some View {
        Group {
            if showsSeparator {
                Rectangle().fill(Color(.separator)).frame(height: hairline).padding(.leading, insets.leading)
            }
        }
    }
}

/// Views already made: what a list made of its content, which it draws
/// inside views of its own.
struct ResolvedNodes: _PrimitiveView {
    var nodes: [_ViewNode]

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] { nodes }
}
