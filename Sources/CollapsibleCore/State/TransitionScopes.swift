/// Views inserted and removed with a transition, as SwiftUI shows them: a
/// view that an `if`, a lone `if` or an `if`/`else` brings into the tree in
/// an animated change comes in from its transition's active state; one that
/// leaves stays in the tree, going to that state, until its motion ends.
/// Each branch is a scope, known by its identity; the walk of the body that
/// holds it records how to make each scope's view again (see `Region`).
struct TransitionScopes {
    /// Makes a scope's view: its content, at the scope's identity.
    typealias Maker = (inout _ResolveContext) -> [_ViewNode]

    /// A maker as a region's table holds it: a closure held in a struct is
    /// kept as it is, where a table of closures themselves wraps each one
    /// put in it in a thunk of its own, allocated, at every element made.
    struct Held {
        let make: Maker
    }

    /// Whether this evaluation came with a change: a frame of a motion does
    /// not insert or remove anything.
    let isChange: Bool

    /// The phase of the view being made, and whether a transition inside
    /// it took that phase.
    var phase = TransitionStage.present
    var taken = false
    /// Whether the view being made is inside one coming in or going: its
    /// own branches come and go with it, by its transition alone.
    var within = false
    /// Whether that view is going.
    var isRemoving = false
    /// A transition on a view in the tree to stay, for the view of an id
    /// inside it (`.id(x).transition(t)`), which comes and goes by it.
    var around: AnyTransition?

    /// A view leaving, with the identities of the `Animatable` data it moves.
    struct Departure {
        var maker: Maker
        var moving: Set<ViewID>
    }

    init(isChange: Bool) { self.isChange = isChange }
}

/// Where the view being made is in its transition.
enum TransitionStage {
    /// In the tree, at its transition's identity.
    case present
    /// Coming in: its data starts at the transition's active state.
    case inserting
    /// Going out: its data heads for the active state.
    case removing
}

extension _ResolveContext {
    /// Makes the view of a branch at `scope`, or, with no view, the view that
    /// was there while it leaves. What its transition does not say otherwise
    /// fades, SwiftUI's default transition.
    mutating func transitionScope(_ scope: ViewID, _ make: Maker?) -> [_ViewNode] {
        let current = walking.count - 1
        // A transition around a branch's container is none of the branch's.
        transitions.around = nil
        if let make {
            region.scopes[scope] = TransitionScopes.Held(make: make)
            if transitions.within { return make(&self) }
            let inserted = walking[current].before.scopes[scope] == nil && transitions.isChange && scopeAnimation() != nil
            return made(scope, make, phase: inserted ? .inserting : .present)
        }
        let leaving = walking[current].leaving[scope]
        guard !transitions.within,
              let maker = leaving?.maker ?? walking[current].before.scopes[scope].flatMap({ transitions.isChange && animates ? $0.make : nil })
        else { return [] }
        let start = madeAnimatables.count
        let nodes = made(scope, maker, phase: .removing)
        // The bodies inside that stand made none again.
        let moving = Set(madeAnimatables[start...]).union(leaving?.moving ?? [])
        // A transition that moves nothing, such as `.identity`, is over at once.
        guard !moving.isEmpty else { return [] }
        region.departures[scope] = TransitionScopes.Departure(maker: maker, moving: moving)
        return nodes.enumerated().map { _ViewNode(scope.child(-3).element($0.offset), LeavingNode(), [$0.element]) }
    }

    typealias Maker = TransitionScopes.Maker

    /// The nodes of a `ForEach` at `list`: those `made` of the elements in
    /// `present`, in their order, and, in the places they had, those of
    /// elements that left and go by their transitions.
    mutating func withLeavingElements(of list: ViewID, present order: [ViewID], made: [ViewID: [_ViewNode]]) -> [_ViewNode] {
        // Each element that left goes after the element it followed,
        // the first present one before it; nil: before them all.
        var following: [ViewID?: [ViewID]] = [:], leavingNodes: [ViewID: [_ViewNode]] = [:], anchor: ViewID?
        for element in walking[walking.count - 1].before.orders[list] ?? [] {
            if made[element] != nil {
                anchor = element
                continue
            }
            let nodes = transitionScope(element, nil)
            guard !nodes.isEmpty else { continue }
            leavingNodes[element] = nodes
            following[anchor, default: []].append(element)
        }
        guard !leavingNodes.isEmpty else {
            region.orders[list] = order
            return order.flatMap { made[$0] ?? [] }
        }
        var nodes: [_ViewNode] = [], full: [ViewID] = []
        for element in [nil] + order.map(Optional.some) {
            if let element {
                nodes += made[element] ?? []
                full.append(element)
            }
            for gone in following[element] ?? [] {
                nodes += leavingNodes[gone] ?? []
                full.append(gone)
            }
        }
        region.orders[list] = full
        return nodes
    }

    private mutating func made(_ scope: ViewID, _ make: Maker, phase: TransitionStage) -> [_ViewNode] {
        let outer = (transitions.phase, transitions.taken, transitions.within, transitions.isRemoving)
        (transitions.phase, transitions.taken, transitions.within, transitions.isRemoving) = (phase, false, phase != .present, phase == .removing)
        defer { (transitions.phase, transitions.taken, transitions.within, transitions.isRemoving) = outer }
        let nodes = make(&self)
        // A view whose transition is not its own fades, while it comes in or
        // goes, and until the fade of its coming in is over.
        let fade = scope.child(-2)
        guard !transitions.taken, phase != .present || motion.isMoving(fade) else { return nodes }
        // Coming in, from transparent; going, from opaque, where nothing moves it yet.
        if phase != .present { region.starts[fade] = AnimatableBox(phase == .inserting ? 0.0 : 1.0) }
        let shown = animatable(phase == .removing ? 0.0 : 1.0, at: fade)
        if nodes.count == 1 { return [_ViewNode(fade, OpacityNode(opacity: shown), nodes)] }
        return nodes.enumerated().map { _ViewNode(fade.element($0.offset), OpacityNode(opacity: shown), [$0.element]) }
    }

    /// The phase of the view being made, for a transition, which takes it:
    /// the views inside are then simply present.
    mutating func takeTransitionStage() -> TransitionStage {
        defer { (transitions.phase, transitions.taken) = (.present, true) }
        return transitions.phase
    }

    /// Makes a view once only to learn where its `Animatable` data starts:
    /// the data `probe` gives each is where that data comes in from. Nothing
    /// else is kept of it.
    mutating func startingData(_ probe: (inout _ResolveContext) -> Void) {
        let kept = region, wasProbing = probing
        probing = true
        probe(&self)
        probing = wasProbing
        let probed = region.targets
        region = kept
        for (id, target) in probed where kept.targets[id] == nil {
            region.starts[id] = target.value
        }
    }
}

/// A view that is leaving: it takes no room, and stays where the last
/// layout put it, so that the views that stay move at once to where they
/// go, as SwiftUI lays them out. It is drawn, and is no longer there for
/// the pointer, the keyboard or assistive tools.
struct LeavingNode: NodeKind {
    var takesSpace: Bool { false }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        var leaving = scope
        leaving.hittable = false
        leaving.isLeaving = true
        return presentation.add(node.children, in: leaving)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        []
    }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        Size(width: 0, height: 0)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        for child in children {
            let frame = pass.previousFrame(of: child) ?? bounds
            pass.place(child, ProposedViewSize(width: frame.width, height: frame.height), at: Point(x: frame.x, y: frame.y))
        }
    }
}
