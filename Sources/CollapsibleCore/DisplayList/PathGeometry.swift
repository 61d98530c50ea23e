extension Path {
    /// Where the next line would start: the end of the last element, or,
    /// after `closeSubpath`, the start of the subpath it closed; nil for an
    /// empty path.
    public var currentPoint: CGPoint? {
        guard !elements.isEmpty else { return nil }
        var cursor = PathCursor()
        for element in elements { _ = cursor.advance(over: element) }
        return cursor.current
    }

    /// The smallest rectangle that holds the outline: a curve by where it
    /// turns, not by its control points. `.null` for an empty path.
    public var boundingRect: CGRect {
        var cursor = PathCursor(), points: [CGPoint] = []
        for element in elements {
            if let segment = cursor.advance(over: element) { points += segment.extremes } else { points.append(cursor.current) }
        }
        return CGRect(bounding: points)
    }

    /// Every point moved by `transform`; a transform that is not finite
    /// leaves nothing.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var moved = Path()
        moved.append(elements, transform: transform)
        return moved
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}
