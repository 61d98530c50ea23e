/// `frame(width:height:alignment:)`: fixes the axes it names; nil leaves
/// that axis to the content.
public struct _FrameLayout: _PrimitiveModifier {
    var width, height: CGFloat?
    var alignment: Alignment

    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        (self.width, self.height, self.alignment) = (width, height, alignment)
    }

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: FrameNode(width: width, height: height, alignment: alignment))
    }
}

extension View {
    // Inlinable, as SwiftUI's modifiers are, so that a program's view is
    // built by code made for its own types, with no generic metadata asked
    // of the runtime at each view made.
    @inlinable
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil,
                                alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        // SwiftUI warns of a negative or non-finite dimension and lays out
        // the nearest sound one: none, or 0.
        func sound(_ length: CGFloat?) -> CGFloat? { length.flatMap { $0.isFinite ? max($0, 0) : nil } }
        return modifier(_FrameLayout(width: sound(width), height: sound(height), alignment: alignment))
    }
}

/// A frame fixes the axes it names and offers them to its content; on the
/// others it is as large as the content, which it places by its alignment.
struct FrameNode: NodeKind {
    var width, height: Double?
    var alignment: Alignment

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        let child = pass.size(ofTogether: children, offer(proposal))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        pass.placeAligned(children, offered: offer(proposal), in: bounds, by: alignment)
    }

    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? {
        let size = self.size(fitting: proposal, children: children, in: &pass)
        return pass.explicitGuide(guide, ofOnly: children, offer(proposal), framedIn: size, by: alignment)
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}
