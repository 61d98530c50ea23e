/// What moves one row's element among its `ForEach`'s elements, as
/// SwiftUI's `onMove` takes a move: the offsets moved, and the offset, in
/// the collection as it was, that they go before.
final class ListRowMove {
    /// The `ForEach` whose elements it moves among.
    let group: ViewID
    /// The element's offset in its collection.
    let offset: Int
    /// How many elements the collection has.
    let count: Int
    let move: ([Int], Int) -> Void

    init(among group: ViewID, offset: Int, count: Int, move: @escaping ([Int], Int) -> Void) {
        self.group = group
        self.offset = offset
        self.count = count
        self.move = move
    }

    /// Moves the element to stand at `place` among the others, as a drag
    /// that drops it there does; returns whether it moved. Going down, it
    /// goes before the element after `place`, as SwiftUI counts it.
    @discardableResult
    func move(toPlace place: Int) -> Bool {
        let place = min(max(place, 0), count - 1)
        guard place != offset else { return false }
        move([offset], place > offset ? place + 1 : place)
        return true
    }
}

/// What a `ForEach` lets a list do to one of its rows.
struct ListRowEditing {
    var deletion: ListRowDeletion?
    var move: ListRowMove?
}
