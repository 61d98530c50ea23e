@testable import CollapsibleCore

/// What the tests of presentations read and do: every element assistive
/// tools see, the texts drawn, a click, a motion run to its end.
extension LiveView {
    /// Every element, each before those inside it.
    var allElements: [AccessibilityElement] {
        func flat(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
            elements.flatMap { [$0] + flat($0.children) }
        }
        return flat(accessibilityRoot.children)
    }

    /// The strings of the texts drawn at the top of the display list.
    var drawnTexts: [String] {
        displayList(scale: 1).items.compactMap { item in
            guard case .text(let text, _) = item.content else { return nil }
            return text.string
        }
    }

    /// A press and release of the primary button at `point`.
    mutating func click(_ point: Point) {
        pointerPressed(at: point, time: 1)
        pointerReleased(at: point, time: 1.05)
    }

    /// Lets the motion under way run to its end.
    mutating func settle() {
        advance(to: 10)
        advance(to: 20)
    }
}
