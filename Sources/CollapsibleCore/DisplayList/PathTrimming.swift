extension Path {
    /// The part of the outline between two fractions of its length, SwiftUI's
    /// `trim`: the ends are held to 0...1, and nothing is left unless `to` is
    /// past `from`. Curves are cut where the length falls, and stay curves.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = Swift.max(from, 0), to = Swift.min(to, 1)
        guard from < to else { return Path() }
        if from == 0 && to == 1 { return self }
        let total = length
        guard total > 0, total.isFinite else { return Path() }
        let start = from * total, end = to * total
        // Lengths summed in another order differ in their last bits; a cut
        // that near a joint is at the joint, leaving no sliver of a piece.
        let slack = total * 1e-12
        var trimmed = Path(), cursor = PathCursor(), walked = 0.0
        // Whether the trimmed path's pen stands where the next piece starts,
        // and whether it holds all of the current subpath so far: only then
        // does a close stay a close rather than a line.
        var drawing = false, wholeSubpath = true
        for element in elements {
            guard end - walked > slack else { break }
            guard let segment = cursor.advance(over: element) else {
                drawing = false
                wholeSubpath = true
                continue
            }
            let length = segment.length, next = walked + length
            defer { walked = next }
            guard next - start > slack || (length == 0 && walked >= start - slack) else {
                wholeSubpath = false
                continue
            }
            let t0 = start - walked > slack ? segment.parameter(atLength: start - walked) : 0
            let t1 = next - end > slack ? segment.parameter(atLength: end - walked) : 1
            if t0 > 0 { wholeSubpath = false }
            if !drawing { trimmed.append([.move(to: segment.point(at: t0))]) }
            drawing = true
            let closes = element == .closeSubpath && wholeSubpath && t1 == 1
            trimmed.append([closes ? .closeSubpath : segment.part(from: t0, to: t1).element])
        }
        return trimmed
    }

    /// The length of the outline, the lines that close subpaths included.
    var length: Double {
        var cursor = PathCursor()
        return elements.reduce(0) { $0 + (cursor.advance(over: $1)?.length ?? 0) }
    }
}
