/// `mask(alignment:_:)`: the view shown as far as the mask's pixels cover
/// it, their alpha alone counting. The mask is laid out as an overlay is:
/// offered the view's size and placed by the alignment. It is not drawn,
/// hit or told to assistive tools itself.
public struct _MaskEffect<Mask: View>: _PrimitiveModifier {
    var mask: Mask
    var alignment: Alignment

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.layering(mask, on: content, at: id, in: MaskNode(alignment: alignment))
    }
}

extension View {
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _MaskEffect<Mask>> {
        modifier(_MaskEffect(mask: mask(), alignment: alignment))
    }

    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _MaskEffect<Mask>> {
        modifier(_MaskEffect(mask: mask, alignment: .center))
    }
}

/// A view and its mask: laid out as a view and its overlay, drawn as the
/// view kept where the mask covers it.
struct MaskNode: NodeKind {
    var alignment: Alignment

    private var layer: LayerNode { LayerNode(order: .overlay, alignment: alignment) }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        layer.size(fitting: proposal, children: children, in: &pass)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        layer.place(children, in: bounds, offered: proposal, pass: &pass)
    }

    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize, in pass: inout LayoutPass) -> Double? {
        layer.explicitGuide(guide, children: children, proposal: proposal, in: &pass)
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let content = presentation.add(Array(node.children.prefix(1)), in: scope)
        var covering = scope
        covering.hittable = false
        let mask = presentation.add(Array(node.children.dropFirst()), in: covering)
        return [.masked(node.id, content, mask: mask)]
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.elements(of: Array(node.children.prefix(1)), said: said)
    }
}
