/// What a live view hands out: the frame for a painter, the size the view
/// needs, and the tree assistive tools read.
extension LiveView {
    /// The frame on screen, ready for a painter, its colours resolved in the
    /// colour scheme.
    public func displayList(scale: Double) -> DisplayList {
        // What a drag moves, as made by the last evaluation, drawn where it puts it.
        showRowDrag(at: frameTime ?? 0)
        showSheetDrag(at: frameTime ?? 0)
        showRowSwipe(at: frameTime ?? 0)
        var items = liftingDraggedRow(presentation.items(in: colorScheme))
        if focus.showsRing, let control = focusedControl, let ring = presentation.focusRing(around: control) {
            items.append(ring.resolved(in: colorScheme))
        }
        return DisplayList(size: size, scale: scale, background: background.resolved(in: colorScheme), items: items)
    }

    /// The smallest size that shows the whole view as it is now: its size
    /// when offered nothing, as SwiftUI measures a view's minimum.
    public var minimumSize: Size {
        var layout = LayoutPass(measure: measure)
        return layout.size(of: root, ProposedViewSize(width: 0, height: 0))
    }

    /// The view as assistive tools see it, at the frames its motion heads for.
    public var accessibilityRoot: AccessibilityElement { walkAccessibility().root }

    /// The view as assistive tools see it, and how many nodes the walk went
    /// through: the part of the tree that changed since the last walk.
    func walkAccessibility() -> (root: AccessibilityElement, nodesWalked: Int) {
        var walk = AccessibilityWalk(laidOut: layouts.frames, table: layouts.table, pixelLength: pixelLength)
        walk.scrolled = scrolls.moves
        return (walk.node(for: root), walk.walked.nodes)
    }
}
