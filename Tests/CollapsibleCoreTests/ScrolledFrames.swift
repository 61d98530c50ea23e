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

/// The colour of the row `index` of a long scrolled list: a row found
/// where it is drawn by its colour alone.
func rowColor(_ index: Int) -> Color {
    Color(red: 0, green: Double(index % 256) / 255, blue: 1)
}

extension LiveView {
    /// Where the row `index` (coloured by `rowColor`) is drawn, its top
    /// and leading edge; nil where it is not drawn.
    func drawnOrigin(ofRow index: Int) -> Point? {
        func find(_ items: [DisplayItem], _ dx: Double, _ dy: Double) -> Point? {
            for item in items {
                switch item.content {
                case .effect(.transform(let transform), let inner):
                    if let found = find(inner, dx + transform.tx, dy + transform.ty) { return found }
                case .effect(_, let inner): if let found = find(inner, dx, dy) { return found }
                case .shape(_, .fill(.color(let color), _)) where color.blue == 1 && abs(color.green - Double(index % 256) / 255) < 1e-9:
                    return Point(x: item.frame.minX + dx, y: item.frame.minY + dy)
                default: continue
                }
            }
            return nil
        }
        return find(displayList(scale: 1).items, 0, 0)
    }
}
