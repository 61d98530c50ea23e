/// `fixedSize(horizontal:vertical:)`: the content at its ideal length on
/// the axes named, whatever the frame around it offers.
public struct _FixedSizeLayout: _PrimitiveModifier {
    var horizontal, vertical: Bool

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: FixedSizeNode(horizontal: horizontal, vertical: vertical))
    }
}

extension View {
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> {
        fixedSize(horizontal: true, vertical: true)
    }
}

/// Offers its content nothing, which asks for its ideal, on the fixed axes
/// and passes on its own offer on the others; it is its content's size.
struct FixedSizeNode: NodeKind {
    var horizontal, vertical: Bool

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        pass.size(ofTogether: children, offer(proposal))
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        pass.placeTogether(children, offered: offer(proposal), in: bounds, alignment: .center)
    }

    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? {
        pass.explicitGuide(guide, ofOnly: children, offer(proposal))
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
