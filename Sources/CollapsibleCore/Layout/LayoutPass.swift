/// One layout pass over the nodes of one evaluation, by SwiftUI's rule: a
/// parent proposes a size, the child chooses its own, and the parent places
/// it. Sizes are kept per node and proposal, so that a stack probing its
/// children's flexibility does not measure whole subtrees again.
struct LayoutPass {
    private let measure: any TextMeasuring
    private var sizes: [SizeKey: Size] = [:]
    /// Each node's frame in the window, once placed.
    private(set) var frames: [ViewID: Rect] = [:]

    private struct SizeKey: Hashable {
        var id: ViewID
        var proposal: ProposedSize

        // The identity is a hash already, and a node is offered few sizes:
        // hashing it alone is enough, and a layout does little else.
        func hash(into hasher: inout Hasher) { hasher.combine(id.raw) }
    }

    /// Where the last layout put each node: a view that is leaving stays there.
    let previous: [ViewID: Rect]

    init(measure: any TextMeasuring, previous: [ViewID: Rect] = [:]) {
        self.measure = measure
        self.previous = previous
        // The tree is most often the last one again, each node offered a
        // few sizes: room for that many at once spares growing the tables.
        frames.reserveCapacity(previous.count)
        sizes.reserveCapacity(4 * previous.count)
    }

    /// Where the last layout put `node`, or the first node inside it that it placed.
    func previousFrame(of node: _ViewNode) -> Rect? {
        previous[node.id] ?? node.children.lazy.compactMap(previousFrame).first
    }

    /// Lays `root` out in a window of `size`, centred in it as a hosting
    /// view centres its root view.
    mutating func place(_ root: _ViewNode, in size: Size) {
        let proposal = ProposedSize(width: size.width, height: size.height)
        let chosen = self.size(of: root, proposal)
        place(root, proposal, at: Alignment.center.origin(of: chosen, in: Rect(x: 0, y: 0, width: size.width, height: size.height)))
        placeMatched()
    }

    /// The views `matchedGeometryEffect` matched, as placed.
    private var matched: [(node: MatchedNode, children: [_ViewNode], frame: Rect)] = []
    /// The frame of each matched id's source.
    private(set) var matchedFrames: [MatchKey: Rect] = [:]

    mutating func matched(_ node: MatchedNode, children: [_ViewNode], frame: Rect) {
        matched.append((node, children, frame))
    }

    /// Once every view is placed, a matched view that is not its id's
    /// source, or that is going while another with its id stays, is placed
    /// again in the source's frame.
    private mutating func placeMatched() {
        for entry in matched where entry.node.isSource && !entry.node.isLeaving && matchedFrames[entry.node.key] == nil {
            matchedFrames[entry.node.key] = entry.frame
        }
        for entry in matched where !entry.node.isSource || entry.node.isLeaving {
            guard let frame = matchedFrames[entry.node.key] else { continue }
            placeTogether(entry.children, offered: ProposedSize(width: frame.width, height: frame.height), in: frame, alignment: .center)
        }
    }

    /// The size `node` chooses when offered `proposal`.
    mutating func size(of node: _ViewNode, _ proposal: ProposedSize) -> Size {
        let proposal = ProposedSize(width: proposal.width.map { max($0, 0) }, height: proposal.height.map { max($0, 0) })
        let key = SizeKey(id: node.id, proposal: proposal)
        if let known = sizes[key] { return known }
        let chosen = node.kind.size(fitting: proposal, children: node.children, in: &self)
        sizes[key] = chosen
        return chosen
    }

    /// The size `text` chooses offered `width` by `height`: the host's measure.
    func size(of text: StyledText, width: Double?, height: Double?) -> Size {
        measure.size(of: text, width: width, height: height)
    }

    /// Children that share one frame, each offered the whole of it: as
    /// large as the largest of them.
    mutating func size(ofTogether children: [_ViewNode], _ proposal: ProposedSize) -> Size {
        children.reduce(Size(width: 0, height: 0)) { size, child in
            let chosen = self.size(of: child, proposal)
            return Size(width: max(size.width, chosen.width), height: max(size.height, chosen.height))
        }
    }

    /// Places `node`, which was offered `proposal`, with its top left at `origin`.
    mutating func place(_ node: _ViewNode, _ proposal: ProposedSize, at origin: Point) {
        let chosen = size(of: node, proposal)
        let bounds = Rect(x: origin.x, y: origin.y, width: chosen.width, height: chosen.height)
        frames[node.id] = bounds
        node.kind.place(node.children, in: bounds, offered: proposal, pass: &self)
    }

    /// Places children that share one frame, each offered `proposal`, by `alignment`.
    mutating func placeTogether(_ children: [_ViewNode], offered proposal: ProposedSize, in bounds: Rect, alignment: Alignment) {
        for child in children {
            place(child, proposal, at: alignment.origin(of: size(of: child, proposal), in: bounds))
        }
    }
}
