/// `contentShape(_:eoFill:)`: the view is hit inside the shape laid over
/// its frame and nowhere else, as SwiftUI hit-tests the shape in place of
/// what the view holds: where it draws nothing, as a row with a `Spacer`
/// made tappable across, and not where what it holds reaches past the
/// shape, as a view clipped to a smaller frame. What it draws inside the
/// shape still takes its own taps first.
public struct _ContentShapeModifier<S: Shape>: _PrimitiveModifier {
    var shape: S
    var kinds: ContentShapeKinds
    var eoFill: Bool

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let outline = shape.outline(in: &context, at: id)
        return context.wrap(content, at: id, in: ContentShapeNode(outline: kinds.contains(.interaction) ? outline : nil, eoFill: eoFill))
    }
}

extension View {
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeModifier<S>> {
        modifier(_ContentShapeModifier(shape: shape, kinds: .interaction, eoFill: eoFill))
    }

    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeModifier<S>> {
        modifier(_ContentShapeModifier(shape: shape, kinds: kind, eoFill: eoFill))
    }
}

/// Draws its content over a leaf that draws nothing and is hit by the
/// outline, in the node's frame, both hit only inside the outline.
struct ContentShapeNode: NodeKind {
    /// nil where the shape is for something other than taps.
    var outline: ShapeOutline?
    var eoFill: Bool

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let content = presentation.add(node.children, in: scope)
        guard let outline else { return content }
        let hit: [Presentation.Node] = switch outline {
        case .kind(let kind): presentation.addLeaf(node.id, .shape(kind, .fill(.clear)), in: scope)
        case .path(let path): presentation.addLeaf(node.id, .shape(.path(Path()), .fill(.clear)), in: scope, path: path)
        }
        return presentation.addFramedGroup(node.id, in: scope, hit + content, reach: .hits) { [outline, eoFill] frame in
            outline.clip(in: frame, style: FillStyle(eoFill: eoFill))
        }
    }
}
