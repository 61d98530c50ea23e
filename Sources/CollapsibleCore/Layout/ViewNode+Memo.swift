/// What layout and the presentation learn of a node, kept with it for as
/// long as it stands: a body kept from the last update keeps its nodes, and
/// so the sizes they chose, where they went and what they drew. A size
/// depends on the node's subtree and its proposal alone; a place also on
/// the table of frames it was written in.
extension _ViewNode {
    struct Placement: Equatable {
        var table: Int
        var proposal: ProposedViewSize
        var origin: Point
    }

    /// The node a node was made in place of, when a body inside was walked
    /// on its own: where the new children choose the sizes the old ones
    /// chose, the node's sizes stand, and only the new children are placed,
    /// where the old ones were.
    struct Predecessor {
        let node: _ViewNode
        /// The children replaced, with those in their places.
        let replaced: [(old: _ViewNode, new: _ViewNode)]
        /// Whether the node's sizes were found to stand.
        var sizesStand = false
    }

    func size(for proposal: ProposedViewSize) -> Size? { sizes[proposal] }

    func keep(_ size: Size, for proposal: ProposedViewSize) { sizes.keep(size, for: proposal) }
}
