/// `contentShape(_:eoFill:)`: the view takes a tap anywhere inside the
/// shape laid over its frame, where it draws nothing as much as where it
/// does, as a row with a `Spacer` made tappable across. What it draws
/// inside still takes its own taps first.
public struct _ContentShapeModifier<S: Shape>: _PrimitiveModifier {
    var shape: S
    var kinds: ContentShapeKinds

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let outline = shape.outline(in: &context, at: id)
        return context.wrap(content, at: id, in: ContentShapeNode(outline: kinds.contains(.interaction) ? outline : nil))
    }
}

extension View {
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeModifier<S>> {
        modifier(_ContentShapeModifier(shape: shape, kinds: .interaction))
    }

    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeModifier<S>> {
        modifier(_ContentShapeModifier(shape: shape, kinds: kind))
    }
}

/// Draws its content over a leaf that draws nothing and is hit by the
/// outline, in the node's frame.
struct ContentShapeNode: NodeKind {
    /// nil where the shape is for something other than taps.
    var outline: ShapeOutline?

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let content = presentation.add(node.children, in: scope)
        guard let outline else { return content }
        let hit: [Presentation.Node] = switch outline {
        case .kind(let kind): presentation.addLeaf(node.id, .shape(kind, .fill(.clear)), in: scope)
        case .path(let path): presentation.addLeaf(node.id, .shape(.path(Path()), .fill(.clear)), in: scope, path: path)
        }
        return hit + content
    }
}
