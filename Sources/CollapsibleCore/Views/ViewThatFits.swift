/// SwiftUI's `ViewThatFits`: the first of its children whose ideal size
/// fits what it is offered along `axes`, else the last; only that one is
/// laid out, drawn and told to assistive tools.
public struct ViewThatFits<Content: View>: _PrimitiveView {
    var axes: Axis.Set
    var content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, ViewThatFitsNode(axes: axes, shown: ShownChild()), content._resolve(in: &context, at: id.child(0)))]
    }
}

/// Which child the last layout chose, which the drawing and assistive
/// tools take.
final class ShownChild {
    var index: Int?
}

struct ViewThatFitsNode: NodeKind {
    var axes: Axis.Set
    let shown: ShownChild

    /// The first child whose ideal length on each of the axes fits the
    /// offer there, else the last; nil where there is no child.
    private func choice(_ proposal: ProposedViewSize, _ children: [_ViewNode], in pass: inout LayoutPass) -> Int? {
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        return children.indices.first { index in
            let size = pass.size(of: children[index], ideal)
            return [Axis.horizontal, .vertical].allSatisfy { axis in
                !axes.contains(axis) || size[axis] <= proposal[axis] ?? .infinity
            }
        } ?? children.indices.last
    }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        guard let index = choice(proposal, children, in: &pass) else { return Size() }
        return pass.size(of: children[index], proposal)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        shown.index = choice(proposal, children, in: &pass)
        guard let index = shown.index else { return }
        pass.placeTogether([children[index]], offered: proposal, in: bounds, alignment: .center)
    }

    private func shownChildren(_ node: _ViewNode) -> [_ViewNode] {
        shown.index.map { node.children.indices.contains($0) ? [node.children[$0]] : [] } ?? []
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.add(shownChildren(node), in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.elements(of: shownChildren(node), said: said)
    }
}
