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

    init(measure: any TextMeasuring) { self.measure = measure }

    /// Lays `root` out in a window of `size`, centred in it as a hosting
    /// view centres its root view.
    mutating func place(_ root: _ViewNode, in size: Size) {
        let proposal = ProposedSize(width: size.width, height: size.height)
        let chosen = self.size(of: root, proposal)
        place(root, proposal, at: Alignment.center.origin(of: chosen, in: Rect(x: 0, y: 0, width: size.width, height: size.height)))
    }

    /// The size `node` chooses when offered `proposal`.
    mutating func size(of node: _ViewNode, _ proposal: ProposedSize) -> Size {
        let proposal = ProposedSize(width: proposal.width.map { max($0, 0) }, height: proposal.height.map { max($0, 0) })
        let key = SizeKey(id: node.id, proposal: proposal)
        if let known = sizes[key] { return known }
        let chosen: Size
        switch node.kind {
        case .shape, .color:
            chosen = proposal.orDefault
        case .text(let text):
            chosen = measure.size(of: text, width: proposal.width, height: proposal.height)
        case .stack(let axis, _, let spacing):
            var stack = StackLayout(axis: axis, spacing: spacing, children: node.children)
            chosen = stack.size(proposal, layout: &self).size
        case .zStack, .layer:
            chosen = zSize(of: node.kind.isLayer ? Array(node.children.prefix(1)) : node.children, proposal)
        case .frame(let width, let height, _):
            let child = zSize(of: node.children, ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
            chosen = Size(width: width ?? child.width, height: height ?? child.height)
        case .padding(let insets):
            let inner = ProposedSize(width: proposal.width.map { $0 - insets.horizontal },
                                     height: proposal.height.map { $0 - insets.vertical })
            let child = zSize(of: node.children, inner)
            chosen = Size(width: max(child.width + insets.horizontal, 0), height: max(child.height + insets.vertical, 0))
        case .fixedSize(let horizontal, let vertical):
            chosen = zSize(of: node.children, proposal.fixing(horizontal: horizontal, vertical: vertical))
        case .shadow, .opacity, .animation, .tap, .accessibility:
            chosen = zSize(of: node.children, proposal)
        }
        sizes[key] = chosen
        return chosen
    }

    /// Children that share one frame, each offered the whole of it.
    private mutating func zSize(of children: [_ViewNode], _ proposal: ProposedSize) -> Size {
        children.reduce(Size(width: 0, height: 0)) { size, child in
            let chosen = self.size(of: child, proposal)
            return Size(width: max(size.width, chosen.width), height: max(size.height, chosen.height))
        }
    }

    /// Places `node`, which was offered `proposal`, with its top left at `origin`.
    private mutating func place(_ node: _ViewNode, _ proposal: ProposedSize, at origin: Point) {
        let chosen = size(of: node, proposal)
        let bounds = Rect(x: origin.x, y: origin.y, width: chosen.width, height: chosen.height)
        frames[node.id] = bounds
        switch node.kind {
        case .shape, .color, .text:
            break
        case .stack(let axis, let alignment, let spacing):
            var stack = StackLayout(axis: axis, spacing: spacing, children: node.children)
            for (child, offer, at) in stack.placements(proposal, in: bounds, alignment: alignment, layout: &self) {
                place(child, offer, at: at)
            }
        case .zStack(let alignment):
            placeTogether(node.children, offered: proposal, in: bounds, alignment: alignment)
        case .layer(_, let alignment):
            guard let primary = node.children.first else { return }
            place(primary, proposal, at: origin)
            // What lies over or under the view is offered the view's size.
            placeTogether(Array(node.children.dropFirst()), offered: ProposedSize(width: chosen.width, height: chosen.height),
                          in: bounds, alignment: alignment)
        case .frame(let width, let height, let alignment):
            placeTogether(node.children, offered: ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height),
                          in: bounds, alignment: alignment)
        case .padding(let insets):
            let inner = ProposedSize(width: proposal.width.map { $0 - insets.horizontal },
                                     height: proposal.height.map { $0 - insets.vertical })
            let inside = Rect(x: bounds.x + insets.leading, y: bounds.y + insets.top,
                              width: bounds.width - insets.horizontal, height: bounds.height - insets.vertical)
            placeTogether(node.children, offered: inner, in: inside, alignment: .center)
        case .fixedSize(let horizontal, let vertical):
            placeTogether(node.children, offered: proposal.fixing(horizontal: horizontal, vertical: vertical), in: bounds,
                          alignment: .center)
        case .shadow, .opacity, .animation, .tap, .accessibility:
            placeTogether(node.children, offered: proposal, in: bounds, alignment: .center)
        }
    }

    private mutating func placeTogether(_ children: [_ViewNode], offered proposal: ProposedSize, in bounds: Rect, alignment: Alignment) {
        for child in children {
            place(child, proposal, at: alignment.origin(of: size(of: child, proposal), in: bounds))
        }
    }
}

extension _ViewNode.Kind {
    var isLayer: Bool {
        if case .layer = self { return true }
        return false
    }
}
