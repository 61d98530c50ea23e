/// The writes of state not yet shown, each in the transaction it was made
/// in. Writes in a row that move alike are one change; a write in another
/// transaction starts another, so that each transaction moves only what its
/// own writes changed: a tap's animated write and a timer's plain one in the
/// same turn of the loop are shown as two changes, the first animated.
struct PendingChanges {
    /// One write to a state of the view `view`, which can be taken back
    /// and made again; or a change to a model it follows, which holds its
    /// value itself and has neither.
    struct Write {
        let view: ViewID
        let undo: (() -> Void)?
        let redo: (() -> Void)?

        init(view: ViewID, undo: @escaping () -> Void, redo: @escaping () -> Void) {
            (self.view, self.undo, self.redo) = (view, undo, redo)
        }

        init(view: ViewID) {
            (self.view, undo, redo) = (view, nil, nil)
        }
    }

    private struct Change {
        var transaction: Transaction
        var writes: [Write]
    }

    private var changes: [Change] = []

    var isEmpty: Bool { changes.isEmpty }

    mutating func add(_ write: Write, in transaction: Transaction) {
        if let last = changes.indices.last, changes[last].transaction.movesAlike(transaction) {
            // A model that changes many times over tells of its views once.
            if write.undo == nil, changes[last].writes.contains(where: { $0.undo == nil && $0.view == write.view }) { return }
            changes[last].writes.append(write)
        } else {
            changes.append(Change(transaction: transaction, writes: [write]))
        }
    }

    /// The views whose states were written.
    var views: [ViewID] { changes.flatMap { $0.writes.map(\.view) } }

    /// Whether a change animates.
    var animates: Bool { changes.contains { $0.transaction.animation != nil } }

    /// Shows the changes one after another: the state as it was before the
    /// first, then each change's writes made again and `show` called in that
    /// change's transaction, with the views whose states it wrote.
    func show(_ show: (Transaction, [ViewID]) -> Void) {
        guard changes.count > 1 else { return changes.first.map { show($0.transaction, $0.writes.map(\.view)) } ?? () }
        for change in changes.reversed() {
            for write in change.writes.reversed() { write.undo?() }
        }
        for change in changes {
            for write in change.writes { write.redo?() }
            show(change.transaction, change.writes.map(\.view))
        }
    }
}

extension Transaction {
    /// Whether a change in `other` moves what it changes as one in this does.
    func movesAlike(_ other: Transaction) -> Bool {
        animation == other.animation && disablesAnimations == other.disablesAnimations
            && completions.map(\.id) == other.completions.map(\.id)
    }
}
