/// A scroll view's indicator on one axis, as iOS draws it: a thin rounded
/// bar over the content at the trailing or bottom edge, as long as the share
/// of the content in sight, shown while the view scrolls and fading after.
/// It is drawn from the offset as each frame is made, and is never hit: a
/// press there is the scroll view's (see `LiveView+Scrolling`).
struct ScrollIndicatorNode: NodeKind {
    let axis: Axis
    let scroller: ViewID
    let scrolls: ScrollStates

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        var inside = scope
        inside.hittable = false
        let children = presentation.add(node.children, in: inside)
        return presentation.addFramedGroup(node.id, in: scope, children) { [scrolls, scroller] _ in
            let opacity = scrolls.indicatorOpacity(of: scroller)
            return opacity >= 1 ? nil : .opacity(opacity)
        }
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] { [] }
}

/// The bar itself, its path made for the offset of the frame drawn.
struct ScrollThumbNode: NodeKind {
    let axis: Axis
    let scroller: ViewID
    let scrolls: ScrollStates

    /// iOS's bar: dark on a light scheme, light on a dark one, translucent.
    static let color = Color(light: Color(red: 0, green: 0, blue: 0, opacity: 0.35), dark: Color(red: 1, green: 1, blue: 1, opacity: 0.35))

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.addLeaf(node.id, .shape(.capsule, .fill(Self.color)), in: scope) { [axis, scroller, scrolls] bounds in
            guard let state = scrolls[scroller], let bar = ScrollBarGeometry(state, axis: axis).thumb else { return Path() }
            return Path(roundedRect: bar, cornerRadius: min(bar.width, bar.height) / 2, style: .circular)
        }
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] { [] }
}
