/// `alignmentGuide(_:computeValue:)`: where one of the view's guides runs,
/// computed from its dimensions, in place of the default, for the stack or
/// frame that aligns it.
public struct _AlignmentWritingModifier: _PrimitiveModifier {
    var guide: AlignmentGuide
    var computeValue: (ViewDimensions) -> CGFloat

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        AlignmentGuide.know(guide)
        return context.wrap(content, at: id, in: AlignmentGuideNode(guide: guide, computeValue: computeValue))
    }
}

extension View {
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(guide: .horizontal(g), computeValue: computeValue))
    }

    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(guide: .vertical(g), computeValue: computeValue))
    }
}

/// Sets one guide of its child, computed from the child's dimensions, and
/// passes on the others the child sets; else a plain wrapper.
struct AlignmentGuideNode: NodeKind {
    var guide: AlignmentGuide
    var computeValue: (ViewDimensions) -> CGFloat
    var setsGuides: Bool { true }

    func explicitGuide(_ asked: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? {
        guard let child = children.first else { return nil }
        guard asked == guide else { return pass.explicitGuide(asked, of: child, proposal) }
        return computeValue(pass.dimensions(of: child, proposal))
    }
}
