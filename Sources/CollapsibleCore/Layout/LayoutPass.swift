/// One layout pass over a tree of nodes, by SwiftUI's rule: a parent
/// proposes a size, the child chooses its own, and the parent places it.
/// Sizes are kept with each node for each proposal (`_ViewNode+Memo`), so that
/// a stack probing its children's flexibility does not measure whole
/// subtrees again, and a node kept from the last update is not measured
/// again at all. A pass that writes into the table of frames of the last
/// (`table`) leaves a node placed again as it was with the frames inside it
/// as they are: layout is redone from the changed nodes up, and down as far
/// as sizes and places change.
struct LayoutPass {
    private let measure: any TextMeasuring
    /// Each node's frame in the window, once placed.
    private(set) var frames: [ViewID: Rect]
    /// The number of the table `frames` continues, where it continues the
    /// last layout's; nil for a table of its own.
    private let table: Int?

    /// Where the last layout put each node, where `frames` does not hold
    /// it: a view that is leaving stays there.
    private let previous: [ViewID: Rect]

    /// The lines of each font a text was spaced by in this pass.
    private var fontLines: [Font: TextLineMetrics] = [:]

    /// The safe area where the node being placed lies; nil in a plain
    /// window, which has none.
    private(set) var safeArea: SafeArea?
    /// The `safeAreaInsets` of each `GeometryReader` that has any, in the
    /// table `frames` is.
    private(set) var readerInsets: [ViewID: EdgeInsets]

    init(measure: any TextMeasuring, frames: [ViewID: Rect] = [:], readerInsets: [ViewID: EdgeInsets] = [:], table: Int? = nil,
         previous: [ViewID: Rect] = [:]) {
        self.measure = measure
        self.frames = frames
        self.readerInsets = readerInsets
        self.table = table
        self.previous = previous
        // The tree is most often the last one again: room for as many
        // frames at once spares growing a table of its own.
        if !previous.isEmpty { self.frames.reserveCapacity(previous.count) }
    }

    /// Where the last layout put `node`, or the first node inside it that it placed.
    func previousFrame(of node: _ViewNode) -> Rect? {
        frames[node.id] ?? previous[node.id] ?? node.children.lazy.compactMap(previousFrame).first
    }

    /// The size of the nearest container, which `containerRelativeFrame`
    /// takes its lengths from: the window's, unless a container inside it
    /// says otherwise (`withinContainer`); nil before a window is laid out.
    private(set) var containerSize: Size?

    /// Runs `body`, which measures or places what a container holds, with
    /// `size` the container's: SwiftUI's containers for
    /// `containerRelativeFrame` are a scroll view (its visible region), a
    /// navigation stack or a split view's column and a tab, and each calls
    /// this from its node's `size(fitting:)` and `place` around its content.
    mutating func withinContainer<Result>(of size: Size, _ body: (inout LayoutPass) -> Result) -> Result {
        let outer = containerSize
        containerSize = size
        defer { containerSize = outer }
        return body(&self)
    }

    /// Lays `root` out in a window of `size`, centred in it as a hosting
    /// view centres its root view.
    mutating func place(_ root: _ViewNode, in size: Size) {
        containerSize = size
        let proposal = ProposedViewSize(width: size.width, height: size.height)
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
            guard let source = matchedFrames[entry.node.key] else { continue }
            let frame = entry.node.frame(following: source, own: entry.frame)
            placeTogether(entry.children, offered: ProposedViewSize(width: frame.width, height: frame.height), in: frame, alignment: .center)
        }
    }

    /// The size `node` chooses when offered `proposal`.
    mutating func size(of node: _ViewNode, _ proposal: ProposedViewSize) -> Size {
        let proposal = ProposedViewSize(width: proposal.width.map { max($0, 0) }, height: proposal.height.map { max($0, 0) })
        if let known = node.size(for: proposal) { return known }
        if sizesStand(node), let known = node.size(for: proposal) { return known }
        let chosen = node.kind.size(fitting: proposal, children: node.children, in: &self)
        node.keep(chosen, for: proposal)
        return chosen
    }

    /// The space `node` likes beside its edges: like a size, it depends on
    /// the node's subtree alone, and a stack asks it at every gap.
    mutating func spacing(of node: _ViewNode) -> ViewSpacing {
        if let known = node.spacing { return known }
        let spacing = node.kind.spacing(children: node.children, in: &self)
        node.spacing = spacing
        return spacing
    }

    /// Whether `node`, made in place of another, chooses the sizes that one
    /// chose: its new children choose what the old ones chose at every
    /// proposal they were offered, and no guide is set inside. It then takes
    /// them.
    private mutating func sizesStand(_ node: _ViewNode) -> Bool {
        guard var predecessor = node.predecessor, !predecessor.sizesStand, !node.holdsGuides,
              !predecessor.node.sizes.isEmpty else { return false }
        for (old, new) in predecessor.replaced {
            guard !old.holdsGuides, old.sizes.allSatisfy({ size(of: new, $0.proposal) == $0.size }) else {
                node.predecessor = nil
                return false
            }
        }
        predecessor.sizesStand = true
        node.predecessor = predecessor
        node.sizes = predecessor.node.sizes
        return true
    }

    /// What the lines of `font` measure, by the host's measure, asked once a pass.
    mutating func lineMetrics(of font: Font) -> TextLineMetrics {
        if let known = fontLines[font] { return known }
        let measured = measure.lineMetrics(of: font)
        fontLines[font] = measured
        return measured
    }

    /// The size `text` chooses offered `width` by `height`: the host's measure.
    func size(of text: StyledText, width: Double?, height: Double?) -> Size {
        measure.size(of: text, width: width, height: height)
    }

    /// Where the first and last baselines of `text` run offered `width` by
    /// `height`: the host's measure.
    func baselines(of text: StyledText, width: Double?, height: Double?) -> (first: Double, last: Double) {
        measure.baselines(of: text, width: width, height: height)
    }

    /// Children that share one frame, each offered the whole of it: as
    /// large as the largest of them.
    mutating func size(ofTogether children: some Sequence<_ViewNode>, _ proposal: ProposedViewSize) -> Size {
        children.reduce(Size(width: 0, height: 0)) { size, child in
            let chosen = self.size(of: child, proposal)
            return Size(width: max(size.width, chosen.width), height: max(size.height, chosen.height))
        }
    }

    /// Places `node`, which was offered `proposal`, with its top left at
    /// `origin`; where this table has it placed so already, the frames
    /// inside it stand.
    mutating func place(_ node: _ViewNode, _ proposal: ProposedViewSize, at origin: Point) {
        let placement = table.map { _ViewNode.Placement(table: $0, proposal: proposal, origin: origin) }
        if let placement, node.placement == placement, !node.holdsFollowers { return }
        let chosen = size(of: node, proposal)
        defer { node.predecessor = nil }
        if let placement, placesReplacedAlone(node, placement) { return }
        let bounds = Rect(x: origin.x, y: origin.y, width: chosen.width, height: chosen.height)
        frames[node.id] = bounds
        node.kind.place(node.children, in: bounds, offered: proposal, pass: &self)
        if let placement { node.placement = placement }
    }

    /// Places `node`, made in place of one placed so in this table whose
    /// sizes stand, by placing its new children where the old ones were:
    /// the others stand where they are. False where that cannot be done.
    private mutating func placesReplacedAlone(_ node: _ViewNode, _ placement: _ViewNode.Placement) -> Bool {
        guard let predecessor = node.predecessor, predecessor.sizesStand, predecessor.node.placement == placement,
              !node.holdsFollowers,
              predecessor.replaced.allSatisfy({ $0.old.placement?.table == placement.table }) else { return false }
        for (old, new) in predecessor.replaced {
            if let was = old.placement { place(new, was.proposal, at: was.origin) }
        }
        node.placement = placement
        return true
    }

    /// Runs `place` with `safeArea` the safe area of what it places.
    mutating func placing(within safeArea: SafeArea?, _ place: (inout LayoutPass) -> Void) {
        let outer = self.safeArea
        self.safeArea = safeArea
        defer { self.safeArea = outer }
        place(&self)
    }

    /// Gives the node `id`, being placed, the frame `frame` in place of the
    /// size it chose: a scroll view grown over a safe area's room.
    mutating func reframe(_ id: ViewID, to frame: Rect) {
        frames[id] = frame
    }

    /// Notes the `safeAreaInsets` of the reader `id` placed at `frame`.
    mutating func placeReader(_ id: ViewID, at frame: Rect) {
        let insets = safeArea?.insets(of: frame)
        readerInsets[id] = insets == EdgeInsets() ? nil : insets
    }

    /// Places children that share one frame, each offered `proposal`, by `alignment`.
    mutating func placeTogether(_ children: some Sequence<_ViewNode>, offered proposal: ProposedViewSize, in bounds: Rect, alignment: Alignment) {
        for child in children {
            place(child, proposal, at: alignment.origin(of: size(of: child, proposal), in: bounds))
        }
    }
}
