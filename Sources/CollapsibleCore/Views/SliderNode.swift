
/// A slider: as high as UISlider's thumb, as wide as it is offered. The
/// thumb, 28 points, sits at its value along the track; the track, 4
/// points high with round ends, is filled up to the thumb's centre.
struct SliderNode: NodeKind {
    var action: TapAction
    var fraction: Double

    static let thumb = 28.0
    static let trackHeight = 4.0

    func size(fitting proposal: ProposedSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        Size(width: proposal.width ?? Self.thumb, height: Self.thumb)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedSize, pass: inout LayoutPass) {
        guard children.count == 5 else { return }
        let travel = max(bounds.width - Self.thumb, 0)
        let centre = bounds.minX + Self.thumb / 2 + fraction * travel
        let track = Rect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
        let thumb = Rect(x: centre - Self.thumb / 2, y: bounds.minY, width: Self.thumb, height: Self.thumb)
        let frames = [bounds, track, Rect(x: track.minX, y: track.minY, width: centre - track.minX, height: track.height), thumb,
                      Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0)]
        for (child, frame) in zip(children, frames) {
            pass.place(child, ProposedSize(width: frame.width, height: frame.height), at: Point(x: frame.minX, y: frame.minY))
        }
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.addTap(node.id, action, on: node.children, in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityElements.Said, in walk: AccessibilityElements) -> [AccessibilityElement] {
        guard case .slider(let adjustment)? = action.control else { return [] }
        let label = node.children.last.map { walk.spoken(walk.elements(of: [$0], said: AccessibilityElements.Said())) } ?? ""
        var element = AccessibilityElement(id: node.id, role: .slider, label: said.label ?? label, frame: walk.frame(of: node))
        let scale = adjustment.scale
        element.value = AccessibilityValue(current: scale.shown(adjustment.value), minimum: scale.lowerBound,
                                           maximum: scale.upperBound, increment: scale.valueIncrement,
                                           description: "\(Int((adjustment.fraction * 100).rounded()))%")
        element.isFocusable = true
        return [element]
    }
}
