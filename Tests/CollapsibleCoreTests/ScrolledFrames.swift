@testable import CollapsibleCore

extension LiveView {
    /// A press and release of the primary button at `point`.
    mutating func tap(at point: Point) {
        pointerPressed(at: point, time: 0)
        pointerReleased(at: point, time: 0.05)
    }

    /// The frames of the shapes drawn, where they show: through each
    /// transform around them, as a scroll view's offset moves them. A
    /// scroll bar, a path of its own, is left out.
    var drawnFrames: [Rect] {
        func flatten(_ items: [DisplayItem], _ transform: CGAffineTransform) -> [Rect] {
            items.flatMap { item -> [Rect] in
                switch item.content {
                case .effect(.transform(let inner), let items): return flatten(items, inner.concatenating(transform))
                case .effect(_, let items): return flatten(items, transform)
                case .shape(.path, _): return []
                default: return [item.frame.applying(transform)]
                }
            }
        }
        return flatten(displayList(scale: 1).items, CGAffineTransform(translationX: 0, y: 0))
    }
}
