/// The safe area (`SafeArea`): a plain window has none, its content
/// reaching every edge. `safeAreaPadding` and `safeAreaInset` make one:
/// the content keeps out of the padding, or of the room the inset view
/// takes along its edge, and a view in it that reaches its edge and
/// `ignoresSafeArea` grows over that room, as in SwiftUI. Only the
/// container's region is laid out here: no keyboard covers the window.
extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> ModifiedContent<Self, _SafeAreaRegionsIgnoringLayout> {
        modifier(_SafeAreaRegionsIgnoringLayout(edges: regions.contains(.container) ? edges : []))
    }

    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: insets, isSafeArea: true))
    }

    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        safeAreaPadding(_PaddingLayout.insets(edges, length))
    }

    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> { safeAreaPadding(.all, length) }

    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _InsetViewModifier<V>> {
        modifier(_InsetViewModifier(edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
                                    spacing: spacing, inset: content()))
    }

    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _InsetViewModifier<V>> {
        modifier(_InsetViewModifier(edge: edge == .leading ? .leading : .trailing,
                                    alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, inset: content()))
    }
}

/// `safeAreaInset(edge:)`: the inset view at its ideal length along the
/// edge, as wide as offered across it and placed there by `alignment`; the
/// content in the rest, `spacing` away (none where nil).
public struct _InsetViewModifier<Inset: View>: _PrimitiveModifier {
    var edge: Edge
    var alignment: Alignment
    var spacing: CGFloat?
    var inset: Inset

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let inside = content._resolve(in: &context, at: id.child(0))
        let set = context.stacking(along: nil) { inset._resolve(in: &$0, at: id.child(1)) }
        let node = InsetNode(edge: edge, alignment: alignment, spacing: spacing.map { $0.isFinite ? max($0, 0) : 0 } ?? 0,
                             contentCount: inside.count)
        return [_ViewNode(id, node, inside + set)]
    }
}

struct InsetNode: NodeKind {
    var edge: Edge
    var alignment: Alignment
    var spacing: Double
    /// How many of the children are the content; the others are the inset view.
    var contentCount: Int

    private var along: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The inset view's offer and size, and the content's offer.
    private func offers(_ proposal: ProposedViewSize, _ children: [_ViewNode], in pass: inout LayoutPass)
        -> (inset: ProposedViewSize, taken: Double, content: ProposedViewSize) {
        var insetOffer = proposal
        insetOffer[along] = nil
        let taken = pass.size(ofTogether: children[contentCount...], insetOffer)[along]
        var contentOffer = proposal
        contentOffer[along] = proposal[along].map { max($0 - taken - spacing, 0) }
        return (insetOffer, taken, contentOffer)
    }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        let (insetOffer, taken, contentOffer) = offers(proposal, children, in: &pass)
        var size = pass.size(ofTogether: children[..<contentCount], contentOffer)
        size[along] += taken + spacing
        let across: Axis = along == .vertical ? .horizontal : .vertical
        size[across] = max(size[across], pass.size(ofTogether: children[contentCount...], insetOffer)[across])
        return size
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let (insetOffer, taken, contentOffer) = offers(proposal, children, in: &pass)
        let room = taken + spacing
        let (insetArea, contentArea): (Rect, Rect) = switch edge {
        case .top: (Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: taken),
                    Rect(x: bounds.x, y: bounds.y + room, width: bounds.width, height: bounds.height - room))
        case .bottom: (Rect(x: bounds.x, y: bounds.maxY - taken, width: bounds.width, height: taken),
                       Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height - room))
        case .leading: (Rect(x: bounds.x, y: bounds.y, width: taken, height: bounds.height),
                        Rect(x: bounds.x + room, y: bounds.y, width: bounds.width - room, height: bounds.height))
        case .trailing: (Rect(x: bounds.maxX - taken, y: bounds.y, width: taken, height: bounds.height),
                         Rect(x: bounds.x, y: bounds.y, width: bounds.width - room, height: bounds.height))
        }
        pass.placing(within: SafeArea.inside(pass.safeArea, bounds: bounds, content: contentArea)) {
            $0.placeTogether(children[..<contentCount], offered: contentOffer, in: contentArea, alignment: .center)
        }
        pass.placeTogether(children[contentCount...], offered: insetOffer, in: insetArea, alignment: alignment)
    }
}

/// `ignoresSafeArea`: the content grows over the room the safe area keeps
/// out of on `edges`, where it reaches the safe area's edge there, and is
/// offered its grown size; what it holds then keeps to no safe area there.
public struct _SafeAreaRegionsIgnoringLayout: _PrimitiveModifier {
    var edges: Edge.Set

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: SafeAreaIgnoringNode(edges: edges))
    }
}

struct SafeAreaIgnoringNode: NodeKind {
    var edges: Edge.Set

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        guard let area = pass.safeArea, case let grown = area.grown(bounds, over: edges), grown != bounds else {
            return pass.placeTogether(children, offered: proposal, in: bounds, alignment: .center)
        }
        pass.placing(within: area.ignoring(edges)) {
            $0.placeTogether(children, offered: ProposedViewSize(width: grown.width, height: grown.height), in: grown, alignment: .center)
        }
    }
}
