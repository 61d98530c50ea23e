/// An image as layout, drawing and assistive tools take it: a picture of
/// its natural size, or one that takes each length it is offered, its own
/// where the offer leaves one open and never less than its cap insets, as
/// SwiftUI's resizable images do.
struct ImageNode: NodeKind {
    var paint: ImagePaint
    /// The picture's size in points, or the symbol's box.
    var natural: Size
    var isResizable: Bool
    /// nil for a decorative image.
    var label: String?

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        guard isResizable else { return natural }
        return Size(width: proposal.width.map { max($0, paint.capInsets.horizontal) } ?? natural.width,
                    height: proposal.height.map { max($0, paint.capInsets.vertical) } ?? natural.height)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {}

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.addLeaf(node.id, .image(paint), in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        guard let name = said.label ?? label else { return [] }
        return [AccessibilityElement(id: node.id, role: said.isButton ? .button : .image, label: name, frame: walk.frame(of: node))]
    }
}
