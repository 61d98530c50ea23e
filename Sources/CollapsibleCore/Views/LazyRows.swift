/// Content a lazy stack makes a row at a time: a `ForEach`, whose elements
/// are made only as they come near the viewport.
public protocol _LazyRows {
    /// How many rows there are, made or not.
    var _rowCount: Int { get }
    /// The nodes of the rows `rows`, each with its row's number, made as the
    /// `ForEach` at `id` makes them, with the same identities.
    func _resolveRows(_ rows: Range<Int>, in context: inout _ResolveContext, at id: ViewID) -> [(row: Int, nodes: [_ViewNode])]
    /// The row whose identity is `key`, made or not.
    func _row(identifiedBy key: AnyHashable) -> Int?
}

extension ForEach: _LazyRows {
    public var _rowCount: Int { data.count }

    public func _row(identifiedBy key: AnyHashable) -> Int? {
        guard let found = data.firstIndex(where: { AnyHashable(identify($0)) == key }) else { return nil }
        return data.distance(from: data.startIndex, to: found)
    }

    public func _resolveRows(_ rows: Range<Int>, in context: inout _ResolveContext, at id: ViewID) -> [(row: Int, nodes: [_ViewNode])] {
        var made: [(row: Int, nodes: [_ViewNode])] = []
        made.reserveCapacity(rows.count)
        var seen: [ViewID: Int] = [:]
        var index = data.index(data.startIndex, offsetBy: rows.lowerBound)
        for row in rows {
            let element = data[index]
            index = data.index(after: index)
            var elementID = id.element(id: identify(element))
            // A repeated identifier is told apart by its count, as a whole
            // `ForEach` tells it, among the rows made together.
            if let count = seen[elementID] {
                seen[elementID] = count + 1
                elementID = elementID.duplicate(count + 1)
                context.warnOnce(about: id, "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(identify(element)) occurs multiple times within the collection, this will give undefined results!")
            } else {
                seen[elementID] = 0
            }
            // A row scrolled away keeps its state, as SwiftUI's lazy stacks keep it.
            context.store.keepsState(of: elementID)
            context.identifyForScrolling(identify(element), as: elementID)
            let content = content
            let nodes = context.tracking(.walk) { content(element) }._resolve(in: &context, at: elementID)
            guard context.makesListRows else {
                made.append((row, nodes))
                continue
            }
            made.append((row, nodes.map { $0.taggedAsListRow(identify(element), editing: listRowEditing(at: row, in: id)) }))
        }
        return made
    }
}
