/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
/// SwiftUI's flexible frame: limits on each axis, and an ideal length for
/// an axis it is offered nothing on.
public struct _FlexFrameLayout: _PrimitiveModifier {
    var minWidth, idealWidth, maxWidth: CGFloat?
    var minHeight, idealHeight, maxHeight: CGFloat?
    var alignment: Alignment

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        // SwiftUI's words for limits it cannot follow; it lays out the
        // nearest sound ones, as the node's limits do.
        let given = [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].compactMap { $0 }
        let infinite = [minWidth, idealWidth, minHeight, idealHeight].contains { $0?.isInfinite == true }
        if infinite || given.contains(where: { $0.isNaN || $0 < 0 }) {
            context.warn("Invalid frame dimension (negative or non-finite).")
        } else if !FrameLimits.inOrder(minWidth, idealWidth, maxWidth) || !FrameLimits.inOrder(minHeight, idealHeight, maxHeight) {
            context.warn("Contradictory frame constraints specified.")
        }
        let node = FlexFrameNode(width: FrameLimits(min: minWidth, ideal: idealWidth, max: maxWidth),
                                 height: FrameLimits(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
        return context.wrap(content, at: id, in: node)
    }
}

extension View {
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _FlexFrameLayout> {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

/// A flexible frame's limits on one axis, made sound as SwiftUI makes them:
/// no length below nothing, the ideal no less than the minimum and the
/// maximum no less than the ideal. A minimum above the maximum stays, and
/// then the frame follows its content. A length that is not a number, or
/// an infinite minimum or ideal, is no limit at all.
struct FrameLimits {
    var min, ideal, max: Double?

    init(min: Double?, ideal: Double?, max: Double?) {
        self.min = min.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        self.ideal = ideal.flatMap { $0.isFinite ? Swift.max($0, self.min ?? 0) : nil }
        self.max = max.flatMap { $0.isNaN ? nil : Swift.max($0, self.ideal ?? 0) }
    }

    /// Whether the limits given read as min ≤ ideal ≤ max, those left out
    /// taking the one before.
    static func inOrder(_ min: Double?, _ ideal: Double?, _ max: Double?) -> Bool {
        let least = min ?? -.infinity, ideal = ideal ?? least
        return least <= ideal && ideal <= (max ?? ideal)
    }

    private func clamped(_ length: Double) -> Double {
        Swift.min(Swift.max(length, min ?? -.infinity), max ?? .infinity)
    }

    /// What the content is offered: the frame's offer, or the ideal where
    /// there is none, within the limits.
    func offer(_ proposed: Double?) -> Double? {
        (proposed ?? ideal).map(clamped)
    }

    /// The frame's length, from what it was offered and what its content
    /// chose when offered `offer(proposed)`. Offered nothing, it is its
    /// ideal where it has one. Else, with both limits, the offer within
    /// them, or its content's length where nothing was offered; with a
    /// minimum only, its content's length or the offer if less, but never
    /// below the minimum; with a maximum only, the offer or its content's
    /// length if more, but never above the maximum; with neither, its
    /// content's.
    func length(offered proposed: Double?, content: Double) -> Double {
        if proposed == nil, let ideal { return ideal }
        switch (min, max) {
        case let (min?, max?) where min <= max: return clamped(proposed ?? content)
        case let (min?, nil): return Swift.max(Swift.min(offer(proposed) ?? .infinity, content), min)
        case let (nil, max?): return Swift.min(Swift.max(offer(proposed) ?? -.infinity, content), max)
        default: return content
        }
    }

    /// What the content is offered when placed in a frame of `length`: that
    /// length, or nothing where nothing was offered and the content chose a
    /// length the limits left free, so that it chooses it again.
    func placementOffer(_ length: Double, offered proposed: Double?) -> Double? {
        let free = ideal == nil && proposed == nil && (min ?? -.infinity) < length && length < (max ?? .infinity)
        return free ? nil : length
    }
}

/// A frame as large as its limits let it be around its content, which it
/// places by its alignment.
struct FlexFrameNode: NodeKind {
    var width, height: FrameLimits
    var alignment: Alignment

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        let content = pass.size(ofTogether: children, ProposedViewSize(width: width.offer(proposal.width), height: height.offer(proposal.height)))
        return Size(width: width.length(offered: proposal.width, content: content.width),
                    height: height.length(offered: proposal.height, content: content.height))
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let offer = ProposedViewSize(width: width.placementOffer(bounds.width, offered: proposal.width),
                                 height: height.placementOffer(bounds.height, offered: proposal.height))
        pass.placeAligned(children, offered: offer, in: bounds, by: alignment)
    }

    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? {
        let size = self.size(fitting: proposal, children: children, in: &pass)
        let offer = ProposedViewSize(width: width.placementOffer(size.width, offered: proposal.width),
                                 height: height.placementOffer(size.height, offered: proposal.height))
        return pass.explicitGuide(guide, ofOnly: children, offer, framedIn: size, by: alignment)
    }
}
