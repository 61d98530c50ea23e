public struct _PaddingLayout: _PrimitiveModifier {
    var insets: EdgeInsets
    /// Whether the padding is safe area (`safeAreaPadding`), which a view
    /// inside that ignores it grows over.
    var isSafeArea = false

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: PaddingNode(insets: insets, isSafeArea: isSafeArea))
    }

    /// `length`, or SwiftUI's default where nil, on `edges`.
    static func insets(_ edges: Edge.Set, _ length: CGFloat?) -> EdgeInsets {
        // Negative padding pulls the edges in, as in SwiftUI; a non-finite one is none.
        let l = length.map { $0.isFinite ? $0 : 0 } ?? 16
        return EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                          bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
    }
}

extension View {
    public consuming func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: insets))
    }

    /// nil is SwiftUI's default padding, 16 on every platform.
    public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        padding(_PaddingLayout.insets(edges, length))
    }

    public consuming func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> { padding(.all, length) }
}

/// Padding offers its content what it was offered less the insets, and is
/// the content's size plus them, never less than nothing. Safe-area
/// padding keeps its content to the safe area it makes.
struct PaddingNode: NodeKind {
    var insets: EdgeInsets
    var isSafeArea = false

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        let child = pass.size(ofTogether: children, inner(proposal))
        return Size(width: max(child.width + insets.horizontal, 0), height: max(child.height + insets.vertical, 0))
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let inside = Rect(x: bounds.x + insets.leading, y: bounds.y + insets.top,
                          width: bounds.width - insets.horizontal, height: bounds.height - insets.vertical)
        guard isSafeArea else { return pass.placeTogether(children, offered: inner(proposal), in: inside, alignment: .center) }
        pass.placing(within: SafeArea.inside(pass.safeArea, bounds: bounds, content: inside)) {
            $0.placeTogether(children, offered: inner(proposal), in: inside, alignment: .center)
        }
    }

    /// A padded edge is a plain view's, whatever the content's is.
    func spacing(children: [_ViewNode], in pass: inout LayoutPass) -> ViewSpacing {
        guard children.count == 1 else { return ViewSpacing() }
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        return pass.spacing(of: children[0]).reset(padded)
    }

    /// A guide the content sets runs where it does in the content, past the
    /// leading or top inset.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? {
        guard let inside = pass.explicitGuide(guide, ofOnly: children, inner(proposal)) else { return nil }
        switch guide {
        case .horizontal: return inside + insets.leading
        case .vertical: return inside + insets.top
        }
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0 - insets.horizontal }, height: proposal.height.map { $0 - insets.vertical })
    }
}
