/// A list's rows where its content is one `ForEach`: made only as they come
/// near the viewport, as a lazy stack makes a `ForEach`'s, each drawn as
/// the list draws a row, in one section.
struct ListLazyRows<SelectionValue: Hashable>: _PrimitiveView, _LazyRows {
    let rows: any _LazyRows
    let maker: ListRowMaker<SelectionValue>

    var _rowCount: Int { rows._rowCount }

    func _row(identifiedBy key: AnyHashable) -> Int? { rows._row(identifiedBy: key) }

    func _resolveRows(_ range: Range<Int>, in context: inout _ResolveContext, at id: ViewID) -> [(row: Int, nodes: [_ViewNode])] {
        let inList = context.makesListRows
        context.makesListRows = true
        let made = rows._resolveRows(range, in: &context, at: id)
        context.makesListRows = inList
        let count = _rowCount
        return made.map { made in
            (made.row, made.nodes.flatMap { node in
                maker.nodes(for: ListSections.Row(node), first: made.row == 0, last: made.row == count - 1, hidesSeparator: false,
                            tagged: maker.selects ? made.row : nil, in: &context)
            })
        }
    }

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        _resolveRows(0..<_rowCount, in: &context, at: id).flatMap(\.nodes)
    }
}

/// A `ForEach`'s identifiers, in order, which a list selects among without
/// making its rows.
protocol ListRowTags {
    func listTags<Value: Hashable>(as type: Value.Type) -> [Value]
}

extension ForEach: ListRowTags {
    func listTags<Value: Hashable>(as type: Value.Type) -> [Value] {
        if ID.self == Value.self { return data.map { identify($0) as! Value } }
        return []
    }
}
