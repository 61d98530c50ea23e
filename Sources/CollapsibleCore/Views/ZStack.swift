/// Children over one another, each offered the whole, later ones in front.
public struct ZStack<Content: View>: _PrimitiveView {
    var alignment: Alignment
    var content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, ZStackNode(alignment: alignment), context.stacking(along: nil) { content._resolve(in: &$0, at: id.child(0)) })]
    }
}

/// Children laid over one another, each offered the whole and placed by the
/// alignment; as large as the largest. Assistive tools see a group.
struct ZStackNode: NodeKind {
    var alignment: Alignment

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedSize, pass: inout LayoutPass) {
        pass.placeTogether(children, offered: proposal, in: bounds, alignment: alignment)
    }

    func elements(of node: _ViewNode, said: AccessibilityElements.Said, in walk: AccessibilityElements) -> [AccessibilityElement] {
        walk.group(node, said: said)
    }
}
