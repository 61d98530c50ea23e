/// How a view of a given ratio meets the space it is offered: all of it
/// within (`fit`), or all of the space covered (`fill`).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

/// `aspectRatio(_:contentMode:)`: the content offered the largest size of
/// the ratio within the space offered (fit) or the smallest that covers it
/// (fill). With no ratio, the content's ideal size gives it.
public struct _AspectRatioLayout: _PrimitiveModifier {
    var aspectRatio: CGFloat?
    var contentMode: ContentMode

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        // Width to height as a size, so that an infinite ratio is a line
        // across; a ratio that is no number, or is less than nothing, is
        // none, and the content's own ratio stands.
        let shape: Size? = aspectRatio.flatMap { ratio in
            if ratio.isNaN || ratio < 0 { return nil }
            return ratio.isInfinite ? Size(width: 1, height: 0) : Size(width: ratio, height: 1)
        }
        return context.wrap(content, at: id, in: AspectRatioNode(ratio: shape, contentMode: contentMode))
    }
}

extension View {
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// The content at its own ratio, as large as fits in what is offered.
    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fit) }

    /// The content at its own ratio, as small as covers what is offered.
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fill) }
}

/// Offers its content a size of its ratio scaled to the offer, and is the
/// size its content then chooses, centred.
struct AspectRatioNode: NodeKind {
    /// Width and height in the ratio; nil takes the content's ideal size.
    var ratio: Size?
    var contentMode: ContentMode

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        pass.size(ofTogether: children, offer(proposal, to: children, in: &pass))
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        pass.placeTogether(children, offered: offer(proposal, to: children, in: &pass), in: bounds, alignment: .center)
    }

    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? {
        pass.explicitGuide(guide, ofOnly: children, offer(proposal, to: children, in: &pass))
    }

    /// The ratio scaled by the least (fit) or the greatest (fill) of the
    /// scales that bring it to the offer on each axis. An axis the offer
    /// leaves open, or the ratio gives no length, sets no scale; where none
    /// is set, the offer is passed on as it is.
    private func offer(_ proposal: ProposedViewSize, to children: [_ViewNode], in pass: inout LayoutPass) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        var shape = ratio ?? pass.size(ofTogether: children, ProposedViewSize(width: nil, height: nil))
        guard shape.width.isFinite, shape.height.isFinite else { return proposal }
        // As SwiftUI: equal sides are a square, even where both are nothing.
        if shape.width == shape.height { shape = Size(width: 1, height: 1) }
        let scales = [Axis.horizontal, .vertical].compactMap { axis in
            proposal[axis].flatMap { shape[axis] > 0 ? $0 / shape[axis] : nil }
        }
        guard let scale = contentMode == .fit ? scales.min() : scales.max() else { return proposal }
        // Nothing scaled stays nothing, even by an infinite scale.
        func scaled(_ length: Double) -> Double { length == 0 ? 0 : length * scale }
        return ProposedViewSize(width: scaled(shape.width), height: scaled(shape.height))
    }
}
