/// What layout and the presentation learnt of one node, kept with the node
/// for as long as it stands: a body kept from the last update keeps its
/// nodes, and so the sizes they chose, where they went and what they drew.
/// A size depends on the node's subtree and its proposal alone; a place
/// also on the table of frames it was written in.
final class NodeMemo {
    /// The size chosen for each proposal, in the order offered; a node is
    /// offered few.
    private var sizes: [(proposal: ProposedSize, size: Size)] = []
    /// Where the node was last placed, and in which table of frames.
    var placement: Placement?
    /// What the node drew where it was last presented.
    var presented: Presentation.Segment?
    /// Whether the node is one a body made, outside any body inside it.
    var isBody = false
    /// The node this one was made in place of, when a body inside was
    /// walked on its own, until it is laid out: where the new children
    /// choose the sizes the old ones chose, the node's sizes stand, and only
    /// the new children are placed, where the old ones were.
    var predecessor: Predecessor?

    struct Predecessor {
        let memo: NodeMemo
        /// The children replaced, with those in their places.
        let replaced: [(old: _ViewNode, new: _ViewNode)]
        /// Whether the node's sizes were found to stand.
        var sizesStand = false
    }

    struct Placement: Equatable {
        var table: Int
        var proposal: ProposedSize
        var origin: Point
    }

    func size(for proposal: ProposedSize) -> Size? {
        sizes.first { $0.proposal == proposal }?.size
    }

    func keep(_ size: Size, for proposal: ProposedSize) {
        sizes.append((proposal, size))
    }

    /// Each proposal the node was offered, with the size it chose.
    var chosen: [(proposal: ProposedSize, size: Size)] { sizes }

    /// Takes the sizes another node chose, which this one chooses too.
    func keepSizes(of other: NodeMemo) { sizes = other.sizes }
}
