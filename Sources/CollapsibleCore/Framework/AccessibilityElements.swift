/// The view tree as assistive tools see it. A stack is a group of the
/// elements inside it; a `Text` is a label named by its string; a view with
/// a tap gesture is a button named by the labels inside it, which it
/// swallows. Shapes and colours are not elements, as in SwiftUI.
struct AccessibilityElements {
    let frames: [ViewID: Rect]

    private var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    /// The root's element: itself when it is one group, else a group of them.
    func node(for root: _ViewNode) -> AccessibilityElement {
        let elements = self.elements(of: root, modifiers: Modifiers())
        if elements.count == 1, elements[0].role == .group { return elements[0] }
        return AccessibilityElement(id: root.id, role: .group, label: "", frame: frames[root.id] ?? zero, children: elements)
    }

    /// What the accessibility modifiers around a view say of it.
    private struct Modifiers {
        var label: String?
        var isButton = false
    }

    private func elements(of node: _ViewNode, modifiers: Modifiers) -> [AccessibilityElement] {
        let frame = frames[node.id] ?? zero
        func inside(_ modifiers: Modifiers = Modifiers()) -> [AccessibilityElement] {
            node.children.flatMap { elements(of: $0, modifiers: modifiers) }
        }
        switch node.kind {
        case .accessibility(.hidden(true)):
            return []
        case .accessibility(.hidden(false)):
            return inside(modifiers)
        case .accessibility(.label(let label)):
            var modifiers = modifiers
            modifiers.label = modifiers.label ?? label
            return inside(modifiers)
        case .accessibility(.traits(let traits)):
            var modifiers = modifiers
            modifiers.isButton = modifiers.isButton || traits.contains(.isButton)
            return inside(modifiers)
        case .tap(let action):
            return [AccessibilityElement(id: node.id, role: .button, label: modifiers.label ?? spoken(inside()),
                                      frame: frame, expanded: action.disclosure)]
        case .text(let text):
            return [AccessibilityElement(id: node.id, role: modifiers.isButton ? .button : .label,
                                      label: modifiers.label ?? text.string, frame: frame, text: PlacedText(text, in: frame))]
        case .stack, .zStack:
            let children = inside()
            if modifiers.isButton {
                return [AccessibilityElement(id: node.id, role: .button, label: modifiers.label ?? spoken(children), frame: frame)]
            }
            return [AccessibilityElement(id: node.id, role: .group, label: modifiers.label ?? "", frame: frame, children: children)]
        case .shape, .color:
            guard modifiers.isButton || modifiers.label != nil else { return [] }
            return [AccessibilityElement(id: node.id, role: modifiers.isButton ? .button : .label,
                                      label: modifiers.label ?? "", frame: frame)]
        case .layer:
            // A label laid over a view that says nothing speaks for that
            // view: an item and its text are one element, the item's size.
            let primary = node.children.prefix(1).flatMap { elements(of: $0, modifiers: modifiers) }
            var layered = node.children.dropFirst().flatMap { elements(of: $0, modifiers: modifiers) }
            if primary.isEmpty, layered.count == 1, layered[0].role == .label { layered[0].frame = frame }
            return primary + layered
        case .frame, .padding, .fixedSize, .shadow, .opacity, .animation:
            // A label or trait said of a wrapper is said of the one element inside it.
            let children = inside(modifiers)
            return children
        }
    }

    /// A button says the labels inside it, in order, as VoiceOver reads a
    /// button made of several texts.
    private func spoken(_ elements: [AccessibilityElement]) -> String {
        elements.flatMap { [$0.label] + $0.children.map(\.label) }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
