/// Which view a pointer lands on: the frontmost leaf under it as drawn now,
/// found through the drawing tree, so that a transform moves where a view
/// is hit as it moves where it is drawn. As in SwiftUI, `clipShape`,
/// `clipped()` and `mask` change what is drawn, not where a view is hit:
/// what they cut away still takes taps, unless a content shape bounds it.
/// A container's viewport (a scroll view's, a paged tab view's) cuts away
/// hits as well, as a UIKit view's bounds do for what it holds.
extension Presentation {
    /// The tap gesture of the frontmost view under `point`, as drawn now;
    /// nil where that view has none, or no view is there.
    func tap(at point: Point) -> Int? {
        hitLeaf(in: tree, at: point, among: .hittable).flatMap { leaves[$0].tap }
    }

    /// The taps and gestures of the frontmost view under `point` and of the
    /// views around it, as drawn now, outermost first.
    func taps(at point: Point) -> [Int] {
        guard let leaf = hitLeaf(in: tree, at: point, among: .hittable), leaves[leaf].tap != nil else { return [] }
        return taps.indices.filter { taps[$0].leaves.contains(leaf) }
    }

    /// The frontmost leaf under `point`, as drawn now.
    func leaf(at point: Point) -> Int? {
        hitLeaf(in: tree, at: point, among: .every)
    }

    /// The leaves a point can land on. Not a closure over `leaves`: a
    /// closure's capture of the presentation copies it at each level.
    private enum Leaves {
        case hittable, every
    }

    /// The frontmost leaf among `nodes` that `point` lands on, of `counted`.
    private func hitLeaf(in nodes: [Node], at point: Point, among counted: Leaves) -> Int? {
        for node in nodes.reversed() {
            switch node {
            case .leaf(let index):
                guard counted == .every || leaves[index].hittable else { continue }
                let frame = shown(index)
                if leaves[index].content(in: frame).outline.contains(point, in: frame) { return index }
            case .group(_, let effect, let children):
                if let hit = hitLeaf(in: children, through: effect, at: point, among: counted) { return hit }
            case .drawn(let children, _), .masked(_, let children, _):
                if let hit = hitLeaf(in: children, at: point, among: counted) { return hit }
            case .framed(let index, let children):
                let effect = framedGroups[index].reach == .drawing ? nil : framedGroups[index].effect(shownGroup(index))
                let hit = if let effect {
                    hitLeaf(in: children, through: effect, at: point, among: counted)
                } else {
                    hitLeaf(in: children, at: point, among: counted)
                }
                if let hit { return hit }
            }
        }
        return nil
    }

    /// The frontmost leaf among `nodes`, drawn through `effect`, that `point` lands on.
    private func hitLeaf(in nodes: [Node], through effect: Effect, at point: Point, among counted: Leaves) -> Int? {
        switch effect {
        case .transform(let transform):
            // A transform that flattens the group leaves it nowhere to be hit.
            let determinant = transform.a * transform.d - transform.b * transform.c
            guard determinant.isFinite, determinant != 0 else { return nil }
            return hitLeaf(in: nodes, at: point.applying(transform.inverted()), among: counted)
        case .clip(let kind, let frame, let style):
            return kind.contains(point, in: frame, eoFill: style.isEOFilled) ? hitLeaf(in: nodes, at: point, among: counted) : nil
        case .projection(let projection):
            var inverse = projection
            guard inverse.invert() else { return nil }
            let local = point.applying(inverse)
            guard local.x.isFinite, local.y.isFinite else { return nil }
            return hitLeaf(in: nodes, at: local, among: counted)
        case .opacity(let opacity):
            // What is drawn fully transparent is not hit.
            return opacity > 0 ? hitLeaf(in: nodes, at: point, among: counted) : nil
        case .shadow, .blur, .blend, .colorMatrix, .mask:
            return hitLeaf(in: nodes, at: point, among: counted)
        }
    }
}

extension DisplayItem.Content {
    /// The outline a tap hits: a shape's own, a text's frame.
    var outline: ShapeKind {
        if case .shape(let kind, _) = self { return kind }
        return .rectangle
    }
}

extension ShapeKind {
    /// Whether `point` is inside the shape drawn in `frame`, as SwiftUI hit-tests a shape by its outline.
    func contains(_ point: Point, in frame: Rect, eoFill: Bool = false) -> Bool {
        if case .path(let path) = self { return path.contains(Point(x: point.x - frame.x, y: point.y - frame.y), eoFill: eoFill) }
        guard frame.contains(point) else { return false }
        let radius: Double
        switch self {
        case .rectangle: return true
        case .roundedRectangle(let cornerRadius, .continuous):
            return Path(roundedRect: Rect(x: 0, y: 0, width: frame.width, height: frame.height), cornerRadius: cornerRadius)
                .contains(Point(x: point.x - frame.x, y: point.y - frame.y))
        case .roundedRectangle(let cornerRadius, .circular): radius = min(max(cornerRadius, 0), min(frame.width, frame.height) / 2)
        case .capsule: radius = min(frame.width, frame.height) / 2
        case .circle:
            let r = min(frame.width, frame.height) / 2
            return Point(x: frame.midX, y: frame.midY).distance(to: point) <= r
        case .path:
            return false
        }
        // Inside unless in a corner square and beyond its arc.
        let cx = min(max(point.x, frame.minX + radius), frame.maxX - radius)
        let cy = min(max(point.y, frame.minY + radius), frame.maxY - radius)
        return Point(x: cx, y: cy).distance(to: point) <= radius
    }
}
