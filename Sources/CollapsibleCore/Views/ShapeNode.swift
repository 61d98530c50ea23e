/// A shape, or a colour as a view: it takes whatever size it is offered and
/// draws its outline in it. Assistive tools are told of it only when a
/// modifier names it or makes it a button.
struct ShapeNode: NodeKind {
    var outline: ShapeOutline
    var paint: ShapePaint

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {}

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        switch outline {
        case .kind(let kind): presentation.addLeaf(node.id, .shape(kind, paint), in: scope)
        case .path(let path): presentation.addLeaf(node.id, .shape(.path(Path()), paint), in: scope, path: path)
        }
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        guard said.isButton || said.label != nil else { return [] }
        return [AccessibilityElement(id: node.id, role: said.isButton ? .button : .label, label: said.label ?? "",
                                     frame: walk.frame(of: node))]
    }
}

/// How a shape's outline is known: one the painter draws by its kind, or a
/// path made for the frame it is drawn in, which moves at every frame.
enum ShapeOutline {
    case kind(ShapeKind)
    case path((CGRect) -> Path)
}
