/// The sizes a node chose, each for the proposal it was offered, in the
/// order offered. A node is offered few, a child of a stack three (nothing,
/// all, its share), so the first three are held in the node itself: a node
/// made anew allocates nothing to keep them.
struct ChosenSizes {
    typealias Entry = (proposal: ProposedViewSize, size: Size)

    private var first: Entry?
    private var second: Entry?
    private var third: Entry?
    private var more: [Entry] = []

    var isEmpty: Bool { first == nil }

    /// The size chosen for `proposal`, if it was offered.
    subscript(proposal: ProposedViewSize) -> Size? {
        if let first, first.proposal == proposal { return first.size }
        if let second, second.proposal == proposal { return second.size }
        if let third, third.proposal == proposal { return third.size }
        return more.first { $0.proposal == proposal }?.size
    }

    mutating func keep(_ size: Size, for proposal: ProposedViewSize) {
        if first == nil {
            first = (proposal, size)
        } else if second == nil {
            second = (proposal, size)
        } else if third == nil {
            third = (proposal, size)
        } else {
            more.append((proposal, size))
        }
    }

    /// Whether `chosen` holds for every proposal and its size.
    func allSatisfy(_ chosen: (Entry) -> Bool) -> Bool {
        guard let first else { return true }
        guard chosen(first) else { return false }
        guard let second else { return true }
        guard chosen(second) else { return false }
        guard let third else { return true }
        return chosen(third) && more.allSatisfy(chosen)
    }
}
