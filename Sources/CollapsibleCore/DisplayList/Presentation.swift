/// The views that draw, in the order they are drawn, each with the motion
/// of its frame: what a frame reads, with no view value left in it. It is
/// made again after each change from the laid-out nodes; the motion of a
/// view that stays is carried over by its identity.
struct Presentation {
    /// A view that draws: a shape, a colour or a text.
    struct Leaf {
        var id: ViewID
        var content: DisplayItem.Content
        /// The transaction of the modifier around it that changed the
        /// change's own: nil where none did.
        var transaction: Transaction?
        /// The nearest tap gesture around it, an index into `taps`.
        var tap: Int?
        /// A view drawn fully transparent is not hit.
        var hittable: Bool
        /// The matched view around it, with that view's frame.
        var matched: (key: MatchKey, frame: Rect?)?
        /// A shape of one's own: its path for the frame it is drawn in.
        var path: ((CGRect) -> Path)?

        /// What the leaf draws in `frame`: a shape of one's own, its path for it.
        func content(in frame: Rect) -> DisplayItem.Content {
            guard let path, case .shape(_, let paint) = content else { return content }
            return .shape(.path(path(CGRect(x: 0, y: 0, width: frame.width, height: frame.height))), paint)
        }
    }

    /// A tap gesture, with the leaves of the view it is attached to.
    struct Tap {
        var id: ViewID
        var action: TapAction
        var leaves: Range<Int>
    }

    /// A group whose effect is made from its frame as drawn in each frame
    /// (a transform about its centre, a clip to its outline), so that the
    /// effect moves with the leaves inside it.
    struct FramedGroup {
        var id: ViewID
        var transaction: Transaction?
        /// The effect for the frame as drawn; nil where it does nothing.
        var effect: (Rect) -> Effect?
    }

    indirect enum Node {
        case leaf(Int)
        case group(ViewID, Effect, [Node])
        /// An index into `framedGroups`, and what it holds.
        case framed(Int, [Node])
    }

    private(set) var leaves: [Leaf] = []
    private(set) var taps: [Tap] = []
    private(set) var tree: [Node] = []
    private(set) var motion: [Animator<Rect>] = []
    private(set) var framedGroups: [FramedGroup] = []
    /// The motion of each framed group's frame, as `motion` is each leaf's.
    private(set) var groupMotion: [Animator<Rect>] = []
    /// Where layout put each node, on the pixel grid: where it is drawn at rest.
    private(set) var frames: [ViewID: Rect] = [:]

    init() {}

    /// The leaves of `root` and their target frames, the motion of each
    /// carried over from `old` and sent on towards its new frame.
    /// `layout` numbers this layout of the tree; on a resize, `relaid` gives
    /// the frames of each earlier layout whose targets are still moving.
    /// A leaf new in the tree inside a matched view whose id had a frame in
    /// `matchedBefore` moves from there, in a change that animates it.
    ///
    /// Each frame is put on the grid of `pixelLength`, a device pixel in
    /// points, here, where layout's frames become the targets of motion, as
    /// SwiftUI rounds a view's placed frame in the attribute that animates
    /// it (`AnimatableFrameAttribute`), before the animation: a view at rest
    /// has crisp edges, and a moving one glides from one rounded frame to
    /// the next through fractional ones, not pixel by pixel as rounding each
    /// frame shown would move it. Layout keeps its frames exact, as
    /// SwiftUI's does, for what reads them: sizes offered to children, a
    /// `GeometryReader`'s proxy and anchors, and the size a text breaks its
    /// lines in.
    init(_ root: _ViewNode, frames: [ViewID: Rect], pixelLength: Double, layout: Int, after old: Presentation, change: Change,
         matchedBefore: [MatchKey: Rect]) {
        func onGrid(_ frame: Rect) -> Rect { frame.roundedCoordinatesToNearestOrUp(toMultipleOf: pixelLength) }
        let drawn = frames.mapValues(onGrid)
        self.frames = drawn
        tree = add([root], in: .root)
        for index in leaves.indices { leaves[index].content.setText(in: frames[leaves[index].id]) }
        var before = [ViewID: Animator<Rect>](minimumCapacity: old.leaves.count + old.framedGroups.count)
        for (leaf, motion) in zip(old.leaves, old.motion) { before[leaf.id] = motion }
        for (group, motion) in zip(old.framedGroups, old.groupMotion) { before[group.id] = motion }
        func carried(_ id: ViewID, transaction scoped: Transaction?, matched: (key: MatchKey, frame: Rect?)?) -> Animator<Rect> {
            let target = drawn[id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            guard var motion = before[id] else {
                var motion = Animator(value: target)
                motion.animate(to: target, with: nil, from: layout)
                if case .state(let transaction) = change, let matched, let frame = matched.frame,
                   let from = matchedBefore[matched.key], let animation = (scoped ?? transaction).animation {
                    motion = Animator(value: target.mapped(from: frame, to: onGrid(from)))
                    motion.animate(to: target, with: animation, from: layout)
                }
                return motion
            }
            switch change {
            case .resize(let relaid):
                // A resize is no change of state: what is moving keeps
                // moving, towards where the new size puts each state.
                motion.relayout { relaid[$0]?[id].map(onGrid) }
            case .state(let transaction):
                guard motion.target != target else {
                    motion.keepTarget(from: layout)
                    return motion
                }
                motion.animate(to: target, with: (scoped ?? transaction).animation, from: layout)
            }
            return motion
        }
        motion = leaves.map { carried($0.id, transaction: $0.transaction, matched: $0.matched) }
        groupMotion = framedGroups.map { carried($0.id, transaction: $0.transaction, matched: nil) }
    }

    /// Where layout put the node `id`, on the pixel grid.
    func frame(of id: ViewID) -> Rect? { frames[id] }

    /// What `nodes` draw, in order, inside `scope`.
    mutating func add(_ nodes: [_ViewNode], in scope: DrawingScope) -> [Node] {
        var made: [Node] = []
        for node in nodes { made += node.kind.present(node, in: scope, into: &self) }
        return made
    }

    /// A view that draws `content` in its frame.
    mutating func addLeaf(_ id: ViewID, _ content: DisplayItem.Content, in scope: DrawingScope,
                          path: ((CGRect) -> Path)? = nil) -> [Node] {
        leaves.append(Leaf(id: id, content: content, transaction: scope.transaction, tap: scope.tap, hittable: scope.hittable,
                           matched: scope.matched, path: path))
        return [.leaf(leaves.count - 1)]
    }

    /// A tap gesture `id` that runs `action`, on the view `children` draw.
    mutating func addTap(_ id: ViewID, _ action: TapAction, on children: [_ViewNode], in scope: DrawingScope) -> [Node] {
        guard !scope.isLeaving else { return add(children, in: scope) }
        let index = taps.count, first = leaves.count
        taps.append(Tap(id: id, action: action, leaves: first..<first))
        var inside = scope
        inside.tap = index
        let made = add(children, in: inside)
        taps[index].leaves = first..<leaves.count
        return made
    }

    /// A group `id` around `children` whose effect is made from its frame
    /// as drawn at each frame; none where layout did not place it.
    mutating func addFramedGroup(_ id: ViewID, in scope: DrawingScope, _ children: [Node],
                                 effect: @escaping (Rect) -> Effect?) -> [Node] {
        guard frames[id] != nil else { return children }
        framedGroups.append(FramedGroup(id: id, transaction: scope.transaction, effect: effect))
        return [.framed(framedGroups.count - 1, children)]
    }

    /// Every frame one step on, to `time`; true while any still moves.
    mutating func advance(to time: Double) -> Bool {
        for index in motion.indices { motion[index].advance(to: time) }
        for index in groupMotion.indices { groupMotion[index].advance(to: time) }
        return isAnimating
    }

    var isAnimating: Bool { motion.contains { $0.isAnimating } || groupMotion.contains { $0.isAnimating } }

    /// When the motion under way comes to rest, in seconds after it starts.
    var restingTime: Double { (motion + groupMotion).map(\.restingTime).max() ?? 0 }

    /// Whether the motion still heads for or starts from targets of `layout`.
    func usesLayout(_ layout: Int) -> Bool {
        motion.contains { $0.usesLayout(layout) } || groupMotion.contains { $0.usesLayout(layout) }
    }

    /// Where a leaf is on screen now; a spring's overshoot never makes a size negative.
    func shown(_ index: Int) -> Rect { motion[index].value.sound }

    /// Where a framed group is on screen now.
    func shownGroup(_ index: Int) -> Rect { groupMotion[index].value.sound }

    /// The frame on screen of the view a tap gesture is attached to.
    func shownFrame(of tap: Int) -> Rect? {
        let range = taps[tap].leaves
        guard let first = range.first else { return nil }
        return range.dropFirst().reduce(shown(first)) { $0.union(shown($1)) }
    }

    /// The keyboard's focus ring around the control `id` as drawn now: the
    /// accent colour, 3 points wide, just outside it.
    func focusRing(around id: ViewID) -> DisplayItem? {
        guard let index = taps.firstIndex(where: { $0.id == id }), let frame = shownFrame(of: index) else { return nil }
        return DisplayItem(id: id.child(-1), frame: frame.insetBy(dx: -4, dy: -4),
                           content: .shape(.roundedRectangle(cornerRadius: 6), .stroke(.accentColor, lineWidth: 3)))
    }

    /// The frame on screen, its colours resolved in `scheme`.
    func items(in scheme: ColorScheme) -> [DisplayItem] {
        items(of: tree, in: scheme)
    }

    private func items(of nodes: [Node], in scheme: ColorScheme) -> [DisplayItem] {
        nodes.flatMap { node -> [DisplayItem] in
            switch node {
            case .leaf(let index):
                let frame = shown(index)
                return [DisplayItem(id: leaves[index].id, frame: frame, content: leaves[index].content(in: frame).resolved(in: scheme))]
            case .group(let id, let effect, let children):
                return [group(id, effect, items(of: children, in: scheme), in: scheme)]
            case .framed(let index, let children):
                let items = items(of: children, in: scheme)
                guard let effect = framedGroups[index].effect(shownGroup(index)) else { return items }
                return [group(framedGroups[index].id, effect, items, in: scheme)]
            }
        }
    }

    private func group(_ id: ViewID, _ effect: Effect, _ items: [DisplayItem], in scheme: ColorScheme) -> DisplayItem {
        let frame = items.dropFirst().reduce(items.first?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1.frame) }
        return DisplayItem(id: id, frame: frame, content: .effect(effect.resolved(in: scheme), items))
    }
}

/// What caused the tree to be laid out again.
enum Change {
    /// A change of state, in its transaction as the host adjusts it.
    case state(Transaction)
    /// A new window size, with the frames at that size of each layout
    /// still in use.
    case resize([Int: [ViewID: Rect]])
}

extension DisplayItem.Content {
    func resolved(in scheme: ColorScheme) -> DisplayItem.Content {
        switch self {
        case .shape(let kind, .fill(let color)): .shape(kind, .fill(color.resolved(in: scheme)))
        case .shape(let kind, .stroke(let color, let lineWidth)): .shape(kind, .stroke(color.resolved(in: scheme), lineWidth: lineWidth))
        case .text(let text, let size): .text(text.resolved(in: scheme), size: size)
        case .effect(let effect, let items): .effect(effect.resolved(in: scheme), items.map { $0.resolved(in: scheme) })
        }
    }
}

extension DisplayItem {
    func resolved(in scheme: ColorScheme) -> DisplayItem {
        DisplayItem(id: id, frame: frame, content: content.resolved(in: scheme))
    }
}

extension Effect {
    func resolved(in scheme: ColorScheme) -> Effect {
        guard case .shadow(var shadow) = self else { return self }
        shadow.color = shadow.color.resolved(in: scheme)
        return .shadow(shadow)
    }
}
