/// A view as the framework keeps it between changes of state: plain values
/// with no generic view left in them, which layout, motion, taps and drawing
/// read. A body walked again at a change makes its nodes again; those of a
/// body kept stand, and are the same nodes, with what layout, the
/// presentation and assistive tools learnt of them (see `_ViewNode+Memo`).
public final class _ViewNode {
    let id: ViewID
    let kind: any NodeKind
    let children: [_ViewNode]
    /// Whether an `alignmentGuide` is in the node or below it: where none
    /// is, every guide is its default, and layout asks no node below.
    let holdsGuides: Bool
    /// Whether a view placed by other views' frames is in the node or below
    /// it: layout places it again at every layout.
    let holdsFollowers: Bool
    // What layout and the presentation learn of the node is read and
    // written at every node they visit, each time on its own, never across
    // a call that could reach it again: the runtime's check of exclusive
    // access, which a class's stored property otherwise pays at each use,
    // would cost more than the layout's own arithmetic.

    /// The size chosen for each proposal, in the order offered.
    @exclusivity(unchecked) var sizes = ChosenSizes()
    /// The space it likes beside its edges, once a layout asked.
    @exclusivity(unchecked) var spacing: ViewSpacing?
    /// Where the node was last placed, and in which table of frames.
    @exclusivity(unchecked) var placement: Placement?
    /// What the node drew where it was last presented.
    @exclusivity(unchecked) var presented: Presentation.Segment?
    /// What assistive tools were told of the node where it was last walked.
    @exclusivity(unchecked) var told: AccessibilityWalk.Told?
    /// Whether the node is one a body made, outside any body inside it.
    @exclusivity(unchecked) var isBody = false
    /// The node this one was made in place of, until it is laid out.
    @exclusivity(unchecked) var predecessor: Predecessor?

    init(_ id: ViewID, _ kind: some NodeKind, _ children: [_ViewNode] = []) {
        self.id = id
        self.kind = kind
        self.children = children
        var holdsGuides = kind.setsGuides, holdsFollowers = kind.followsOthers
        for child in children {
            holdsGuides = holdsGuides || child.holdsGuides
            holdsFollowers = holdsFollowers || child.holdsFollowers
        }
        (self.holdsGuides, self.holdsFollowers) = (holdsGuides, holdsFollowers)
    }
}

/// What a node of the tree is to the framework. Each primitive view or
/// modifier makes nodes of a kind of its own, declared in the file of the
/// view or modifier, which says how such a node is laid out, what it draws
/// and what assistive tools are told of it: a new primitive is one new
/// file. A kind says only where it differs from a plain wrapper, which lays
/// its children out in its own frame, draws them, and lets what is said of
/// it be said of them.
protocol NodeKind: NodeLayout, NodeDrawing, NodeAccessibility, NodePreferences {}

public enum Axis: Sendable { case horizontal, vertical }
