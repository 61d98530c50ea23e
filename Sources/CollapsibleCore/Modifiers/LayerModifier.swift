/// `overlay` and `background`: another view the size of this one, over or
/// under it. The view modified still decides the size.
public struct _LayerModifier<Layer: View>: _PrimitiveModifier {
    var layer: Layer
    var order: LayerNode.Order
    var alignment: Alignment

    @usableFromInline init(layer: Layer, order: LayerNode.Order, alignment: Alignment) {
        (self.layer, self.order, self.alignment) = (layer, order, alignment)
    }

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.layering(layer, on: content, at: id, in: LayerNode(order: order, alignment: alignment))
    }
}

extension _ResolveContext {
    /// Each view `content` makes, with `layer` made again for it, under a
    /// node of `kind`: children the view, then the layer.
    mutating func layering<C: View, Layer: View>(_ layer: Layer, on content: C, at id: ViewID, in kind: some NodeKind) -> [_ViewNode] {
        let primary = content._resolve(in: &self, at: id.child(0))
        return primary.enumerated().map { index, node in
            let nodeID = primary.count == 1 ? id : id.element(index)
            let layered = layer._resolve(in: &self, at: nodeID.child(1))
            // One array, at its size: `[node] + layered` made two.
            return _ViewNode(nodeID, kind, CollectionOfOne(node) + layered)
        }
    }
}

extension View {
    /// A view that is a style too, a gradient, takes the style's `overlay`, as in SwiftUI.
    // Inlinable, as `frame(width:height:alignment:)` is.
    @_disfavoredOverload @inlinable
    public consuming func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _LayerModifier<Overlay>> {
        modifier(_LayerModifier(layer: overlay, order: .overlay, alignment: alignment))
    }

    /// A view that is a style too, a gradient, takes the style's `background`, as in SwiftUI.
    @_disfavoredOverload @inlinable
    public consuming func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _LayerModifier<Background>> {
        modifier(_LayerModifier(layer: background, order: .background, alignment: alignment))
    }

    /// So that `.background(.gray)` finds the colour.
    @inlinable
    public consuming func background(_ color: Color) -> ModifiedContent<Self, _LayerModifier<Color>> {
        modifier(_LayerModifier(layer: color, order: .background, alignment: .center))
    }
}

/// A view with others over or under it. Children: the view, then what is
/// laid over or under it, which is offered the view's size and placed by
/// the alignment.
@usableFromInline struct LayerNode: NodeKind {
    @usableFromInline enum Order { case overlay, background }

    var order: Order
    var alignment: Alignment

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        pass.size(ofTogether: children.prefix(1), proposal)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        guard let primary = children.first else { return }
        pass.place(primary, proposal, at: Point(x: bounds.x, y: bounds.y))
        pass.placeTogether(children.dropFirst(), offered: ProposedViewSize(width: bounds.width, height: bounds.height),
                           in: bounds, alignment: alignment)
    }

    /// The view modified sets the guides; what is layered over it, none.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? {
        pass.explicitGuide(guide, ofOnly: Array(children.prefix(1)), proposal)
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        switch order {
        case .overlay: presentation.add(node.children, in: scope)
        case .background: presentation.add(Array(node.children.dropFirst()), in: scope) + presentation.add(Array(node.children.prefix(1)), in: scope)
        }
    }

    /// A label laid over a view that says nothing speaks for that view: an
    /// item and its text are one element, the item's size.
    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let primary = walk.elements(of: Array(node.children.prefix(1)), said: said)
        var layered = walk.elements(of: Array(node.children.dropFirst()), said: said)
        if primary.isEmpty, layered.count == 1, layered[0].role == .label { layered[0].frame = walk.frame(of: node) }
        return primary + layered
    }
}
