/// The views that draw, in the order they are drawn, each with the motion
/// of its frame: what a frame reads, with no view value left in it. It
/// follows each change from the laid-out nodes: where a node stands, placed
/// where it was, what it drew stands too; the motion of a view that stays is
/// carried over by its identity.
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
        /// Whether its content is drawn in its own coordinates, from the
        /// frame's top left corner, as a canvas records it.
        var isLocal = false
        /// Its content as `scheme` shows it, made once when the leaf is laid
        /// out rather than at every frame; nil where the content depends on
        /// the frame it is drawn in.
        var resolved: (scheme: ColorScheme, content: DisplayItem.Content)?

        /// The leaf laid out in `frame` (its text's lines broken there), its
        /// colours resolved in `scheme`, the scheme frames are likely drawn in.
        mutating func settle(in frame: Rect?, scheme: ColorScheme) {
            content.setText(in: frame)
            resolved = path == nil && !isLocal ? (scheme, content.resolved(in: scheme)) : nil
        }

        /// What the leaf draws in `frame`: a shape of one's own, its path
        /// for it; content of its own coordinates, moved to it.
        func content(in frame: Rect) -> DisplayItem.Content {
            if isLocal {
                let local = DisplayItem(id: id, frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height), content: content)
                return .effect(.transform(CGAffineTransform(translationX: frame.x, y: frame.y)), [local])
            }
            guard let path, case .shape(_, let paint) = content else { return content }
            return .shape(.path(path(CGRect(x: 0, y: 0, width: frame.width, height: frame.height))), paint)
        }
    }

    /// A tap gesture, with the leaves of the view it is attached to.
    struct Tap {
        var id: ViewID
        var action: TapAction
        var leaves: Range<Int>
        /// Where layout put the view.
        var frame: Rect?
    }

    /// A group whose effect is made from its frame as drawn in each frame
    /// (a transform about its centre, a clip to its outline), so that the
    /// effect moves with the leaves inside it.
    struct FramedGroup {
        var id: ViewID
        var transaction: Transaction?
        /// The effect for the frame as drawn; nil where it does nothing.
        var effect: (Rect) -> Effect?
        var reach: Reach

        /// What the effect acts on: a clip of SwiftUI's cuts away what is
        /// drawn and leaves hits as they were, while a container's cuts
        /// away both, as a UIKit view's bounds do for what it holds.
        enum Reach {
            /// What is drawn and where it is hit: a transform, a scroll view's viewport.
            case drawingAndHits
            /// What is drawn alone: `clipShape`, `clipped()`, `cornerRadius`.
            case drawing
            /// Where it is hit alone: a content shape, which bounds the hits of what it holds.
            case hits
        }
    }

    /// A node of the drawing tree. Its children are in arrays, which hold
    /// them apart already; only a group, whose effect is large, is kept in
    /// a box of its own, so that a leaf costs no allocation.
    enum Node {
        case leaf(Int)
        indirect case group(ViewID, Effect, [Node])
        /// An index into `framedGroups`, and what it holds.
        case framed(Int, [Node])
        /// A group kept as far as what the mask's nodes draw covers it.
        indirect case masked(ViewID, [Node], mask: [Node])
        /// What one node drew, kept whole: a node that stands is drawn
        /// again at no cost for what is inside. With how many items it adds
        /// to its level at most, counted once, as it is made.
        case drawn([Node], items: Int)
    }

    var leaves: [Leaf] = []
    var taps: [Tap] = []
    var tree: [Node] = []
    var motion: [Animator<Rect>] = []
    var framedGroups: [FramedGroup] = []
    /// The motion of each framed group's frame, as `motion` is each leaf's.
    var groupMotion: [Animator<Rect>] = []
    /// The leaves and groups that move, in order: a frame moves them alone.
    var movingLeaves: [Int] = []
    var movingGroups: [Int] = []

    /// What the presentation is made with (see `Presentation+Making`):
    /// where layout put each node, while the tree is made into leaves (the
    /// presentation does not keep the table, which the next layout
    /// writes); the transaction of the change shown, and what the host does
    /// to the transaction in force at each view.
    var frames: [ViewID: Rect] = [:]
    /// A device pixel in points: the grid the targets are put on.
    var pixelLength = 1.0
    /// The scheme the host shows the view in, which leaves resolve their colours in.
    var scheme = ColorScheme.light
    var changeTransaction = Transaction()
    var policy = MotionPolicy()
    /// The number of this presentation's arrays, which a node presented in
    /// them keeps with the place of its leaves; another when they are made
    /// anew.
    var number = 0
    /// How many leaves, taps and framed groups the tree made so far comes
    /// to, and where a patch puts what it makes.
    var made = Counts()
    var patch: Patch?
    /// How many leaves the last patch made: the next, most often alike,
    /// starts with room for as many.
    var patchedLeaves = 0

    init() {}

    /// Every frame one step on, to `time`; true while any still moves.
    mutating func advance(to time: Double) -> Bool {
        Self.advance(&motion, moving: &movingLeaves, to: time)
        Self.advance(&groupMotion, moving: &movingGroups, to: time)
        return isAnimating
    }

    /// Moves each of `moving` to `time`, and keeps those that still move.
    private static func advance(_ motion: inout [Animator<Rect>], moving: inout [Int], to time: Double) {
        var kept = 0
        for position in moving.indices {
            let index = moving[position]
            motion[index].advance(to: time)
            guard motion[index].isAnimating else { continue }
            if kept != position { moving[kept] = index }
            kept += 1
        }
        if kept < moving.count { moving.removeLast(moving.count - kept) }
    }

    var isAnimating: Bool { !movingLeaves.isEmpty || !movingGroups.isEmpty }

    /// When the motion under way comes to rest, in seconds after it starts.
    var restingTime: Double {
        (movingLeaves.map { motion[$0].restingTime } + movingGroups.map { groupMotion[$0].restingTime }).max() ?? 0
    }

    /// Whether the motion still heads for or starts from targets of `layout`.
    func usesLayout(_ layout: Int) -> Bool {
        movingLeaves.contains { motion[$0].usesLayout(layout) } || movingGroups.contains { groupMotion[$0].usesLayout(layout) }
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
        // A screen's bar holds the focus for a screen reader, not as a control the keys work.
        guard let index = taps.firstIndex(where: { $0.id == id }), taps[index].action.control != .pushedScreen,
              let frame = shownFrame(of: index) else { return nil }
        return DisplayItem(id: id.child(-1), frame: frame.insetBy(dx: -4, dy: -4),
                           content: .shape(.roundedRectangle(cornerRadius: 6), .stroke(.accentColor, lineWidth: 3)))
    }

    /// The frame on screen, its colours resolved in `scheme`.
    func items(in scheme: ColorScheme) -> [DisplayItem] {
        var items: [DisplayItem] = []
        items.reserveCapacity(Self.itemCount(tree))
        add(tree, in: scheme, to: &items)
        return items
    }

    /// How many items `nodes` add to their level at most: each array of a
    /// frame is allocated once, at its size, not grown item by item.
    static func itemCount(_ nodes: [Node]) -> Int {
        var count = 0
        for node in nodes {
            switch node {
            case .leaf, .group, .masked: count += 1
            case .drawn(_, let items): count += items
            case .framed(_, let children): count += max(itemCount(children), 1)
            }
        }
        return count
    }

    /// What `nodes` draw, added to `items`, each level's items gathered in
    /// one array.
    private func add(_ nodes: [Node], in scheme: ColorScheme, to items: inout [DisplayItem]) {
        for node in nodes {
            switch node {
            case .leaf(let index):
                let frame = shown(index)
                // The leaf's fields are read in place: a copy of the leaf, to call a method of it, costs more than the item.
                let content: DisplayItem.Content
                if let resolved = leaves[index].resolved, resolved.scheme == scheme {
                    content = resolved.content
                } else {
                    content = leaves[index].content(in: frame).resolved(in: scheme)
                }
                items.append(DisplayItem(id: leaves[index].id, frame: frame, content: content))
            case .group(let id, let effect, let children):
                var inside: [DisplayItem] = []
                inside.reserveCapacity(Self.itemCount(children))
                add(children, in: scheme, to: &inside)
                items.append(group(id, effect, inside, in: scheme))
            case .drawn(let children, _):
                add(children, in: scheme, to: &items)
            case .masked(let id, let children, let mask):
                var inside: [DisplayItem] = [], covering: [DisplayItem] = []
                add(children, in: scheme, to: &inside)
                add(mask, in: scheme, to: &covering)
                items.append(group(id, .mask(covering), inside, in: scheme))
            case .framed(let index, let children):
                guard framedGroups[index].reach != .hits, let effect = framedGroups[index].effect(shownGroup(index)) else {
                    add(children, in: scheme, to: &items)
                    continue
                }
                var inside: [DisplayItem] = []
                inside.reserveCapacity(Self.itemCount(children))
                add(children, in: scheme, to: &inside)
                items.append(group(framedGroups[index].id, effect, inside, in: scheme))
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
        case .shape(let kind, let paint):
            // A paint that is the same in every scheme keeps the content as it is, with no copy made.
            let shown = paint.paint.resolved(in: scheme)
            return shown == paint.paint ? self : .shape(kind, paint.painted(shown))
        case .text(let text, let size): return .text(text.resolved(in: scheme), size: size)
        case .image(let paint): return .image(paint.resolved(in: scheme))
        case .effect(let effect, let items): return .effect(effect.resolved(in: scheme), items.map { $0.resolved(in: scheme) })
        case .paths(let run): return .paths(run.resolved(in: scheme))
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
        switch self {
        case .shadow(var shadow):
            shadow.color = shadow.color.resolved(in: scheme)
            return .shadow(shadow)
        case .mask(let items): return .mask(items.map { $0.resolved(in: scheme) })
        default: return self
        }
    }
}
