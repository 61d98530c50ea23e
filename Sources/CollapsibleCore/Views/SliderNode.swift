/// A slider: as high as its thumb, as wide as it is offered, its parts
/// where `SliderGeometry` puts them: the thumb at its value along the
/// track, the track filled up to the thumb's centre.
struct SliderNode: NodeKind {
    var action: TapAction
    var fraction: Double

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        Size(width: proposal.width ?? SliderGeometry.thumbDiameter, height: SliderGeometry.thumbDiameter)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let geometry = SliderGeometry(frame: bounds)
        for part in SliderPart.allCases {
            guard let child = part.node(in: children) else { continue }
            let frame = switch part {
            case .pressArea: bounds
            case .track: geometry.track
            case .filledTrack: geometry.filledTrack(at: fraction)
            case .thumb: geometry.thumb(at: fraction)
            case .label: Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0)
            }
            pass.place(child, ProposedViewSize(width: frame.width, height: frame.height), at: Point(x: frame.minX, y: frame.minY))
        }
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.addTap(node.id, action, on: node.children, in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        guard case .slider(let adjustment)? = action.control else { return [] }
        let label = SliderPart.label.node(in: node.children).map { walk.spoken(walk.elements(of: [$0], said: AccessibilityWalk.Said())) } ?? ""
        var element = AccessibilityElement(id: node.id, role: .slider, label: said.label ?? label, frame: walk.frame(of: node))
        let scale = adjustment.scale
        element.value = AccessibilityValue(current: scale.shown(adjustment.value), minimum: scale.lowerBound,
                                           maximum: scale.upperBound, increment: scale.valueIncrement,
                                           description: "\(Int((adjustment.fraction * 100).rounded()))%")
        element.isFocusable = true
        return [element]
    }
}
