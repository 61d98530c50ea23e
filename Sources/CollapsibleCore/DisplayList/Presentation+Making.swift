/// How a presentation follows the laid-out tree: a node that stands since
/// the last change, placed where it was and drawn in the same scope, keeps
/// the leaves, taps and groups it made, in the same places of the arrays;
/// what is new is made and patched into the places of what it replaces. A
/// change that moves those places (a view inserted or removed) makes the
/// arrays anew.
extension Presentation {
    /// How many leaves, taps and framed groups.
    struct Counts: Equatable {
        var leaves = 0
        var taps = 0
        var groups = 0
    }

    /// What one node drew, in the arrays numbered `presentation`: the
    /// places from `start` to `end`, and the drawing tree it made.
    final class Segment {
        let presentation: Int
        let start: Counts
        let end: Counts
        let nodes: [Node]
        let scope: DrawingScope
        let placement: _ViewNode.Placement?

        init(presentation: Int, start: Counts, end: Counts, nodes: [Node], scope: DrawingScope, placement: _ViewNode.Placement?) {
            self.presentation = presentation
            self.start = start
            self.end = end
            self.nodes = nodes
            self.scope = scope
            self.placement = placement
        }
    }

    /// What a patch made, at the places it takes.
    struct Patch {
        /// The leaves apart from their places: a leaf is large, and a
        /// tuple of it, walked in a loop, was copied through the runtime.
        var leaves: [Leaf] = []
        var leafPlaces: [Int] = []
        var taps: [(at: Int, tap: Tap)] = []
        var groups: [(at: Int, group: FramedGroup)] = []
    }

    /// Follows `root` and its target frames, the motion of each leaf carried
    /// over and sent on towards its new frame. `layout` numbers this layout
    /// of the tree; on a resize, `relaid` gives the frames of each earlier
    /// layout whose targets are still moving. A leaf new in the tree inside
    /// a matched view whose id had a frame in `matchedBefore` moves from
    /// there, in a change that animates it.
    ///
    /// Each target is put on the grid of `pixelLength`, a device pixel in
    /// points, here, where layout's frames become the targets of motion, as
    /// SwiftUI rounds a view's placed frame in the attribute that animates
    /// it (`AnimatableFrameAttribute`), before the animation: a view at rest
    /// has crisp edges, and a moving one glides from one rounded frame to
    /// the next through fractional ones, not pixel by pixel as rounding each
    /// frame shown would move it. Layout keeps its frames exact, as
    /// SwiftUI's does, for what reads them: sizes offered to children, a
    /// `GeometryReader`'s proxy and anchors, and the size a text breaks its
    /// lines in.
    mutating func show(_ root: _ViewNode, frames: [ViewID: Rect], pixelLength: Double, scheme: ColorScheme, layout: Int,
                       change: Change, policy: MotionPolicy, matchedBefore: [MatchKey: Rect]) {
        // A new scheme makes every leaf anew, each resolved in it.
        let sameScheme = scheme == self.scheme
        self.frames = frames
        self.pixelLength = pixelLength
        self.scheme = scheme
        self.policy = policy
        changeTransaction = Transaction()
        if case .state(let transaction) = change { changeTransaction = transaction }
        defer { self.frames = [:] }
        let carry = Carry(frames: frames, pixelLength: pixelLength, layout: layout, change: change, matchedBefore: matchedBefore)
        if case .state = change, number != 0, sameScheme {
            made = Counts()
            patch = Patch()
            patch?.leaves.reserveCapacity(patchedLeaves)
            patch?.leafPlaces.reserveCapacity(patchedLeaves)
            let top = add([root], in: .root)
            let patched = patch
            patch = nil
            patchedLeaves = patched?.leaves.count ?? 0
            if let patched, made == Counts(leaves: leaves.count, taps: taps.count, groups: framedGroups.count) {
                return apply(patched, top: top, carry: carry)
            }
        }
        makeAnew(root, carry: carry)
    }

    /// The arrays made anew from `root`, the motion of each view that stays
    /// carried over by its identity.
    private mutating func makeAnew(_ root: _ViewNode, carry: Carry) {
        // By index: a leaf taken out of its array by a loop is copied.
        var before = [ViewID: Animator<Rect>](minimumCapacity: leaves.count + framedGroups.count)
        for index in leaves.indices { before[leaves[index].id] = motion[index] }
        for index in framedGroups.indices { before[framedGroups[index].id] = groupMotion[index] }
        (leaves, taps, framedGroups, made) = ([], [], [], Counts())
        Self.numbers += 1
        number = Self.numbers
        tree = add([root], in: .root)
        for index in leaves.indices { leaves[index].settle(in: frames[leaves[index].id], scheme: scheme) }
        motion = leaves.map { carry.carried($0.id, from: before, transaction: $0.transaction, matched: $0.matched) }
        groupMotion = framedGroups.map { carry.carried($0.id, from: before, transaction: $0.transaction, matched: nil) }
        movingLeaves = motion.indices.filter { motion[$0].isAnimating }
        movingGroups = groupMotion.indices.filter { groupMotion[$0].isAnimating }
    }

    /// The numbers given to arrays so far. The framework runs on one thread.
    nonisolated(unsafe) private static var numbers = 0

    /// What `patched` made, in the places of what it replaces, which hands
    /// it its motion.
    private mutating func apply(_ patched: Patch, top: [Node], carry: Carry) {
        // The view most often stands in the same place; where another stood
        // there, the motion is found by identity among what is replaced.
        var before: [ViewID: Animator<Rect>] = [:]
        if patched.leafPlaces.indices.contains(where: { leaves[patched.leafPlaces[$0]].id != patched.leaves[$0].id }) {
            for at in patched.leafPlaces { before[leaves[at].id] = motion[at] }
        }
        if patched.groups.contains(where: { framedGroups[$0.at].id != $0.group.id }) {
            for (at, _) in patched.groups { before[framedGroups[at].id] = groupMotion[at] }
        }
        // What still moves towards a target that stands now heads for it in this layout.
        for index in movingLeaves { motion[index].keepTarget(from: carry.layout) }
        for index in movingGroups { groupMotion[index].keepTarget(from: carry.layout) }
        for (index, at) in patched.leafPlaces.enumerated() {
            let id = patched.leaves[index].id
            let stands = leaves[at].id == id
            leaves[at] = patched.leaves[index]
            leaves[at].settle(in: frames[id], scheme: scheme)
            if stands {
                carry.carry(id, &motion[at], transaction: leaves[at].transaction)
            } else {
                motion[at] = carry.carried(id, from: before, transaction: leaves[at].transaction, matched: leaves[at].matched)
            }
        }
        movingLeaves = Self.moving(movingLeaves, patched: patched.leafPlaces, motion: motion)
        for (at, tap) in patched.taps { taps[at] = tap }
        for (at, group) in patched.groups {
            let stands = framedGroups[at].id == group.id
            framedGroups[at] = group
            if stands {
                carry.carry(group.id, &groupMotion[at], transaction: group.transaction)
            } else {
                groupMotion[at] = carry.carried(group.id, from: before, transaction: group.transaction, matched: nil)
            }
        }
        movingGroups = Self.moving(movingGroups, patched: patched.groups.map { $0.at }, motion: groupMotion)
        tree = top
    }

    /// The places of `moving`, in order, with each of the places `patched`
    /// (in order too) among them where its motion moves now, and not where
    /// it does not: the two merged in one pass.
    private static func moving(_ moving: [Int], patched: [Int], motion: [Animator<Rect>]) -> [Int] {
        guard !patched.isEmpty else { return moving }
        var merged: [Int] = []
        merged.reserveCapacity(moving.count + patched.count)
        var next = 0
        for at in patched {
            while next < moving.count, moving[next] < at {
                merged.append(moving[next])
                next += 1
            }
            if next < moving.count, moving[next] == at { next += 1 }
            if motion[at].isAnimating { merged.append(at) }
        }
        merged += moving[next...]
        return merged
    }

    /// The transaction in force inside `scope`, changed by `modify`, as the
    /// host adjusts it.
    func transaction(inside scope: DrawingScope, _ modify: (inout Transaction) -> Void) -> Transaction {
        var transaction = scope.transaction ?? changeTransaction
        modify(&transaction)
        return policy.applied(to: transaction)
    }

    /// Where the node `id` is drawn at rest, while the presentation is
    /// made: where layout put it, on the pixel grid.
    func frame(of id: ViewID) -> Rect? { frames[id].map { $0.roundedCoordinatesToNearestOrUp(toMultipleOf: pixelLength) } }

    /// What `nodes` draw, in order, inside `scope`: in a patch, what a node
    /// that stands drew where it drew it.
    mutating func add(_ nodes: [_ViewNode], in scope: DrawingScope) -> [Node] {
        // Views side by side are drawn by their `zIndex`, in their order where it is the same.
        guard nodes.count > 1, nodes.contains(where: { $0.kind.zIndex != 0 }) else { return add(inOrder: nodes, in: scope) }
        return add(inOrder: nodes.enumerated().sorted { ($0.element.kind.zIndex, $0.offset) < ($1.element.kind.zIndex, $1.offset) }
            .map(\.element), in: scope)
    }

    private mutating func add(inOrder nodes: [_ViewNode], in scope: DrawingScope) -> [Node] {
        var drawn: [Node] = []
        for index in nodes.indices {
            let node = nodes[index], part: [Node]
            if patch != nil, stands(node, in: scope), let segment = node.presented {
                made = segment.end
                part = segment.nodes
            } else {
                let start = made
                var nodes = node.kind.present(node, in: scope, into: &self)
                // Only the nodes a body made can stand at a change: the
                // others are made again with the body that holds them.
                if node.isBody {
                    if nodes.count > 1 { nodes = [.drawn(nodes, items: Self.itemCount(nodes))] }
                    node.presented = Segment(presentation: number, start: start, end: made, nodes: nodes, scope: scope,
                                             placement: node.placement)
                }
                part = nodes
            }
            // A node's drawing is most often all there is: it is taken as
            // it is, not copied into an array of its own.
            if drawn.isEmpty { drawn = part } else { drawn += part }
        }
        return drawn
    }

    /// Whether what `node` drew stands where it was: in these arrays, at
    /// the place the tree made so far comes to, placed where it was, and
    /// drawn in the same scope.
    private func stands(_ node: _ViewNode, in scope: DrawingScope) -> Bool {
        guard let segment = node.presented, segment.presentation == number, segment.start == made,
              segment.placement == node.placement, !node.holdsFollowers else { return false }
        return segment.scope.isSame(as: scope)
    }

    /// A view that draws `content` in its frame.
    mutating func addLeaf(_ id: ViewID, _ content: DisplayItem.Content, in scope: DrawingScope,
                          path: ((CGRect) -> Path)? = nil, isLocal: Bool = false) -> [Node] {
        let leaf = Leaf(id: id, content: content, transaction: scope.transaction, tap: scope.tap, hittable: scope.hittable,
                        matched: scope.matched, path: path, isLocal: isLocal)
        let index = made.leaves
        made.leaves += 1
        if patch != nil {
            patch?.leaves.append(leaf)
            patch?.leafPlaces.append(index)
        } else {
            leaves.append(leaf)
        }
        return [.leaf(index)]
    }

    /// A tap gesture `id` that runs `action`, on the view `children` draw.
    mutating func addTap(_ id: ViewID, _ action: TapAction, on children: [_ViewNode], in scope: DrawingScope) -> [Node] {
        guard !scope.isLeaving else { return add(children, in: scope) }
        let index = made.taps, first = made.leaves
        made.taps += 1
        let tap = Tap(id: id, action: action, leaves: first..<first, frame: frame(of: id))
        let slot = patch?.taps.count
        if patch != nil { patch?.taps.append((index, tap)) } else { taps.append(tap) }
        var inside = scope
        inside.tap = index
        let drawn = add(children, in: inside)
        if let slot { patch?.taps[slot].tap.leaves = first..<made.leaves } else { taps[index].leaves = first..<made.leaves }
        return drawn
    }

    /// A group `id` around `children` whose effect is made from its frame
    /// as drawn at each frame, acting on what `reach` says; none where
    /// layout did not place it.
    mutating func addFramedGroup(_ id: ViewID, in scope: DrawingScope, _ children: [Node], reach: FramedGroup.Reach = .drawingAndHits,
                                 effect: @escaping (Rect) -> Effect?) -> [Node] {
        guard frames[id] != nil else { return children }
        let group = FramedGroup(id: id, transaction: scope.transaction, effect: effect, reach: reach)
        let index = made.groups
        made.groups += 1
        if patch != nil { patch?.groups.append((index, group)) } else { framedGroups.append(group) }
        return [.framed(index, children)]
    }

    /// How the motion of a view is carried over to a layout.
    struct Carry {
        let frames: [ViewID: Rect]
        let pixelLength: Double
        let layout: Int
        let change: Change
        let matchedBefore: [MatchKey: Rect]

        /// The motion of the view `id`, new to the layout: at rest in its
        /// frame, or, in a change that animates it inside a matched view
        /// whose id had a frame before, moving from there.
        private func arriving(_ id: ViewID, transaction scoped: Transaction?, matched: (key: MatchKey, frame: Rect?)?) -> Animator<Rect> {
            let target = target(of: id)
            var motion = Animator(value: target)
            motion.animate(to: target, with: nil, from: layout)
            if case .state(let transaction) = change, let matched, let frame = matched.frame,
               let from = matchedBefore[matched.key], let animation = scoped.map({ $0.animation }) ?? transaction.animation {
                motion = Animator(value: target.mapped(from: frame, to: onGrid(from)))
                motion.animate(to: target, with: animation, from: layout)
            }
            return motion
        }

        /// The motion of the view `id`, which is in `before` where the view
        /// stood, towards its frame in this layout: taken out of the table
        /// once, where handing it on as a value copied it again.
        func carried(_ id: ViewID, from before: [ViewID: Animator<Rect>], transaction scoped: Transaction?,
                     matched: (key: MatchKey, frame: Rect?)?) -> Animator<Rect> {
            guard var motion = before[id] else { return arriving(id, transaction: scoped, matched: matched) }
            carry(id, &motion, transaction: scoped)
            return motion
        }

        /// `motion`, a view's that stays, sent on towards its new frame
        /// where it is: a copy of an animator goes through the runtime.
        func carry(_ id: ViewID, _ motion: inout Animator<Rect>, transaction scoped: Transaction?) {
            let target = target(of: id)
            // A closure, not the method itself: a method handed on as a value
            // holds a copy of the carry, its tables retained and released;
            // and the animation read where it is, with no copy of the
            // transaction `??` would make.
            switch change {
            case .resize(let relaid) where motion.isAnimating:
                // A resize is no change of state: what is moving keeps
                // moving, towards where the new size puts each state.
                motion.relayout { relaid[$0]?[id].map { onGrid($0) } }
            case .resize:
                motion.animate(to: target, with: nil, from: layout)
            case .state(let transaction):
                guard motion.target != target else { return motion.keepTarget(from: layout) }
                motion.animate(to: target, with: scoped.map({ $0.animation }) ?? transaction.animation, from: layout)
            }
        }

        /// Where layout put the view `id`, on the grid; nowhere, for a view it did not place.
        private func target(of id: ViewID) -> Rect {
            frames[id].map { onGrid($0) } ?? Rect(x: 0, y: 0, width: 0, height: 0)
        }

        private func onGrid(_ frame: Rect) -> Rect { frame.roundedCoordinatesToNearestOrUp(toMultipleOf: pixelLength) }
    }
}

extension DrawingScope {
    /// Whether what is drawn in `other` is drawn as in this scope.
    func isSame(as other: DrawingScope) -> Bool {
        // Each scope is compared where it is, every leaf of a change asks:
        // a pair of optionals made to switch over, or a key read out of
        // one, would be a copy of each.
        func same(_ a: Transaction?, _ b: Transaction?) -> Bool {
            if a == nil || b == nil { return a == nil && b == nil }
            return a.unsafelyUnwrapped.movesAlike(b.unsafelyUnwrapped)
        }
        func same(_ a: (key: MatchKey, frame: Rect?)?, _ b: (key: MatchKey, frame: Rect?)?) -> Bool {
            if a == nil || b == nil { return a == nil && b == nil }
            return a.unsafelyUnwrapped.key == b.unsafelyUnwrapped.key && a.unsafelyUnwrapped.frame == b.unsafelyUnwrapped.frame
        }
        let sameOutside = outsideAnimationBodies.count == other.outsideAnimationBodies.count
            && zip(outsideAnimationBodies, other.outsideAnimationBodies).allSatisfy { same($0, $1) }
        return same(transaction, other.transaction) && sameOutside && tap == other.tap && hittable == other.hittable && isLeaving == other.isLeaving
            && same(matched, other.matched)
    }
}
