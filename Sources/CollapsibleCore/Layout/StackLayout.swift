/// SwiftUI's rule for sharing a stack's length among its subviews, which
/// `HStackLayout` and `VStackLayout` follow. Spacing is set aside first.
/// The subviews of the highest `layoutPriority` choose first, with room
/// held back for the least of the others (a `Spacer`'s priority is the
/// lowest, so a text beside one is offered all but the spacer's minimum).
/// Within a priority, the least flexible choose first, each offered an
/// equal share of what is left; flexibility is how much more a subview
/// takes offered all than offered nothing. A share is never negative, so a
/// stack too small for its fixed subviews overflows rather than giving
/// anyone a negative size.
struct StackLayout: Equatable {
    let axis: Axis
    /// The guide subviews are lined up by across the stack.
    let guide: AlignmentGuide
    /// The spacing between every two subviews; nil where each two are
    /// parted by what they like (`ViewSpacing`).
    let spacing: Double?

    init(axis: Axis, alignment: Alignment, spacing: Double?) {
        self.axis = axis
        guide = axis == .horizontal ? .vertical(alignment.vertical) : .horizontal(alignment.horizontal)
        self.spacing = spacing.map { $0.isFinite ? $0 : 0 }
    }

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The space between the subview at `index` and the one before it.
    private func gap(before index: Int, in subviews: LayoutSubviews) -> Double {
        spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
    }

    private func gaps(in subviews: LayoutSubviews) -> Double {
        subviews.indices.dropFirst().reduce(0) { $0 + gap(before: $1, in: subviews) }
    }

    /// The stack's size for `proposal`, what each subview was offered, and
    /// how far the line of their guides runs from the stack's top or
    /// leading edge. Across, it is as large as its subviews with their
    /// guides on one line.
    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (size: Size, offers: [ProposedViewSize], line: Double) {
        if let last = subviews.call.stackShares, last.isFor(self, subviews, proposal) { return (last.size, last.offers, last.line) }
        let (size, offers, line) = share(proposal, subviews)
        if let nodes = subviews.nodesInOrder {
            subviews.call.stackShares = Shares(stack: self, nodes: nodes, proposal: proposal, size: size, offers: offers, line: line)
        }
        return (size, offers, line)
    }

    /// What `size(_:_:)` worked out last for a layout's subviews: placing
    /// them asks again for the proposal their size was chosen for, and a
    /// subview's size for a proposal never changes while it stands.
    struct Shares {
        let stack: StackLayout
        let nodes: ArraySlice<_ViewNode>
        let proposal: ProposedViewSize
        let size: Size
        let offers: [ProposedViewSize]
        let line: Double

        func isFor(_ stack: StackLayout, _ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> Bool {
            proposal == self.proposal && stack == self.stack && subviews.areTheSame(as: nodes)
        }
    }

    private func share(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (size: Size, offers: [ProposedViewSize], line: Double) {
        let gaps = gaps(in: subviews)
        let offers = self.offers(proposal, subviews, gaps: gaps)
        var size = Size(width: 0, height: 0)
        var across = GuideSpan()
        for (index, offer) in zip(subviews.indices, offers) {
            let chosen = subviews.size(index, offer)
            size[axis] += chosen[axis]
            across.add(length: chosen[cross]) { subviews.guide(self.guide, index, offer) }
        }
        size[axis] += gaps
        guard !subviews.isEmpty else { return (size, offers, 0) }
        size[cross] = across.length
        return (size, offers, across.line)
    }

    /// Places each subview, in order, inside the stack's `bounds`.
    func place(in bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let (_, offers, line) = size(proposal, subviews)
        var along = axis == .horizontal ? bounds.x : bounds.y
        for (index, offer) in zip(subviews.indices, offers) {
            if index > subviews.startIndex { along += gap(before: index, in: subviews) }
            let across = line - subviews.guide(guide, index, offer)
            let origin = axis == .horizontal ? Point(x: along, y: bounds.y + across) : Point(x: bounds.x + across, y: along)
            subviews.place(index, at: origin, proposal: offer)
            along += subviews.size(index, offer)[axis]
        }
    }

    /// What the stack likes beside its edges: across, what any subview
    /// likes; along, what its first and last like at its ends.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        var spacing = ViewSpacing()
        let (start, end): (Edge.Set, Edge.Set) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        for (index, subview) in zip(subviews.indices, subviews) {
            var edges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
            if index == subviews.startIndex { edges.formUnion(start) }
            if index == subviews.endIndex - 1 { edges.formUnion(end) }
            spacing.formUnion(subview.spacing, edges: edges)
        }
        return spacing
    }

    /// What each subview is offered along the stack. An unspecified or
    /// infinite length is passed on as it is; a length is shared.
    private func offers(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, gaps: Double) -> [ProposedViewSize] {
        guard let length = proposal[axis], length.isFinite else {
            return Array(repeating: proposal, count: subviews.count)
        }
        func offer(_ along: Double) -> ProposedViewSize {
            var offer = proposal
            offer[axis] = along
            return offer
        }
        // A lone subview is offered all there is, as the rule below would
        // offer it, without its least and most measured.
        if subviews.count == 1 { return [offer(max(length - gaps, 0))] }
        let least = subviews.indices.map { subviews.size($0, offer(0))[axis] }
        let most = subviews.indices.map { subviews.size($0, offer(.infinity))[axis] }
        let priorities = subviews.map(\.priority)
        let count = subviews.count
        // Higher priorities first; then the least flexible; of two endlessly
        // flexible, the one of the larger minimum; else in order.
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let (flexA, flexB) = (most[a] - least[a], most[b] - least[b])
            if flexA != flexB { return flexA < flexB }
            if flexA == .infinity, least[a] != least[b] { return least[a] > least[b] }
            return a < b
        }
        var available = length - gaps
        var offers = Array(repeating: proposal, count: count)
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, priorities[order[end]] == priorities[order[start]] { end += 1 }
            // The lower priorities' minimums are held back, each given back
            // as its priority's turn comes.
            if start == 0 {
                available -= order[end...].reduce(0) { $0 + least[$1] }
            } else {
                available += order[start..<end].reduce(0) { $0 + least[$1] }
            }
            for (taken, index) in order[start..<end].enumerated() {
                offers[index] = offer(max(available / Double(end - start - taken), 0))
                available -= subviews.size(subviews.startIndex + index, offers[index])[axis]
            }
            start = end
        }
        return offers
    }
}

/// `HStackLayout` and `VStackLayout`: a layout that is the stack rule
/// along its axis.
protocol StackingLayout: GuidelessLayout, Layout where Cache == () {
    var stack: StackLayout { get }
}

extension StackingLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.size(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(in: bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        stack.spacing(subviews)
    }
}
