/// The walk that makes the view tree as assistive tools see it: each node's
/// kind says what it stands for (a stack is a group of the elements inside
/// it, a `Text` a label, a view with a tap gesture a button named by the
/// labels inside it); shapes and colours are not elements, as in SwiftUI.
///
/// What a node a body made stands for is kept with it (`Told`): a walk after
/// an update takes it again where the node stands, and so walks only the
/// part of the tree that changed.
struct AccessibilityWalk {
    /// Each node's frame as layout placed it, which a text's lines are set in.
    let laidOut: [ViewID: Rect]
    /// The number of the table of frames `laidOut` is, which a node's
    /// placement names.
    let table: Int
    /// A device pixel in points: an element is where it is drawn, its
    /// frame on the pixel grid.
    let pixelLength: Double
    /// How many times a scroll view moved: what a node stood for stands
    /// only where none moved since.
    var scrolled = 0
    /// The transforms of the effects around the nodes being walked: an
    /// element's extents are where it is drawn, as a scaled or turned
    /// view's are in SwiftUI.
    var transform = CGAffineTransform.identity
    /// How many nodes the walk went through, those whose elements it took
    /// again left out.
    let walked = Tally()

    final class Tally {
        var nodes = 0
    }

    /// What a walk made of a node, with what it made it from. Inside a node
    /// that stands, placed as it was in the same table, every frame stands
    /// too: told the same and drawn through the same effects, it stands for
    /// the same elements.
    final class Told {
        let placement: _ViewNode.Placement
        let said: Said
        let transform: CGAffineTransform
        let pixelLength: Double
        let scrolled: Int
        let elements: [AccessibilityElement]

        init(placement: _ViewNode.Placement, said: Said, transform: CGAffineTransform, pixelLength: Double, scrolled: Int,
             elements: [AccessibilityElement]) {
            self.placement = placement
            self.said = said
            self.transform = transform
            self.pixelLength = pixelLength
            self.scrolled = scrolled
            self.elements = elements
        }
    }

    /// The root's element: itself when it is one group, else a group of
    /// them. That group is no view: a root that is one control is that
    /// control, with the root's ID, inside it.
    func node(for root: _ViewNode) -> AccessibilityElement {
        let elements = self.elements(of: [root], said: Said())
        if elements.count == 1, elements[0].role == .group { return elements[0] }
        return AccessibilityElement(id: root.id.holder, role: .group, label: "", frame: frame(of: root), children: elements)
    }

    /// What the accessibility modifiers around a view said of it.
    struct Said: Equatable {
        var label: String?
        var isButton = false
    }

    func elements(of nodes: [_ViewNode], said: Said) -> [AccessibilityElement] {
        nodes.flatMap { elements(of: $0, said: said) }
    }

    /// What `node` stands for: what the last walk made of it where that
    /// stands. Only the nodes a body made keep it, as they keep what they
    /// drew: the others are made again with the body that holds them.
    private func elements(of node: _ViewNode, said: Said) -> [AccessibilityElement] {
        // Frames inside a node that follows other views move with them.
        let placement = node.placement.flatMap { $0.table == table && !node.holdsFollowers ? $0 : nil }
        if let placement, let told = node.told, told.placement == placement, told.said == said, told.transform == transform,
           told.pixelLength == pixelLength, told.scrolled == scrolled {
            return told.elements
        }
        walked.nodes += 1
        let elements = node.kind.elements(of: node, said: said, in: self)
        if let placement, node.isBody {
            node.told = Told(placement: placement, said: said, transform: transform, pixelLength: pixelLength, scrolled: scrolled,
                             elements: elements)
        }
        return elements
    }

    func frame(of node: _ViewNode) -> Rect {
        (drawn(node) ?? Rect(x: 0, y: 0, width: 0, height: 0)).applying(transform)
    }

    /// Where `node` is drawn at rest: its frame on the pixel grid.
    func drawn(_ node: _ViewNode) -> Rect? {
        laidOut[node.id].map { $0.roundedCoordinatesToNearestOrUp(toMultipleOf: pixelLength) }
    }

    /// The box a text's lines are set in, as the painter sets them: the
    /// size layout chose, where they break as they did when measured (a
    /// frame on the pixel grid may be narrower), centred on the frame as
    /// drawn.
    func textBox(of node: _ViewNode) -> Rect {
        guard let drawn = drawn(node), let size = laidOut[node.id]?.size else { return frame(of: node) }
        return Rect(x: drawn.midX - size.width / 2, y: drawn.midY - size.height / 2, width: size.width, height: size.height)
            .applying(transform)
    }

    /// The walk inside an effect that draws through `effect`.
    func through(_ effect: CGAffineTransform) -> AccessibilityWalk {
        var inside = self
        inside.transform = effect.concatenating(transform)
        return inside
    }

    /// A view that holds others: a group of the elements inside it, or one
    /// button where it was said to be one.
    func group(_ node: _ViewNode, said: Said) -> [AccessibilityElement] {
        let children = elements(of: node.children, said: Said())
        if said.isButton {
            return [AccessibilityElement(id: node.id, role: .button, label: said.label ?? spoken(children), frame: frame(of: node))]
        }
        return [AccessibilityElement(id: node.id, role: .group, label: said.label ?? "", frame: frame(of: node), children: children)]
    }

    /// A button says the labels inside it, in order, as VoiceOver reads a
    /// button made of several texts.
    func spoken(_ elements: [AccessibilityElement]) -> String {
        elements.flatMap { [$0.label] + $0.children.map(\.label) }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
