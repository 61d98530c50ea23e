/// A node's part in drawing: the leaves it adds to the presentation, or
/// what it changes for the leaves inside it.
protocol NodeDrawing {
    /// What `node` draws, inside the nodes around it, which set `scope`.
    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node]
    /// Where it is drawn among the views side by side with it: over those
    /// of a lower index (`zIndex(_:)`).
    var zIndex: Double { get }
}

extension NodeDrawing {
    /// A wrapper draws its children as they are.
    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.add(node.children, in: scope)
    }

    var zIndex: Double { 0 }
}

/// What the nodes around a leaf set for it.
struct DrawingScope {
    /// The transaction of the modifier around it that changed the change's
    /// own; nil where none did, and then the change's applies.
    var transaction: Transaction?
    /// The nearest tap gesture around it, an index into the presentation's taps.
    var tap: Int?
    /// A view drawn fully transparent is not hit.
    var hittable: Bool
    /// The matched view around it, with the frame layout gave that view.
    var matched: (key: MatchKey, frame: Rect?)?
    /// Whether it is leaving with its transition: drawn, but no longer a
    /// view that takes a tap, the focus or a press, as SwiftUI does not
    /// hit-test a view being removed.
    var isLeaving = false
    /// The transaction outside each `.animation(_:body:)` around it,
    /// innermost last, which the view that modifier modifies is drawn in.
    var outsideAnimationBodies: [Transaction?] = []

    static let root = DrawingScope(transaction: nil, tap: nil, hittable: true, matched: nil)
}
