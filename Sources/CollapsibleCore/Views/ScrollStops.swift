/// The places along an axis where a scroll may come to rest, numbered in
/// order, and the rule SwiftUI's behaviors settle by: the stop nearest
/// where the scroll would rest; where that is the stop it started from and
/// the scroll moved, the next stop the way it went, so that a notch of the
/// wheel or a key moves on rather than springing back.
struct ScrollStops {
    /// The numbers of the stops.
    let numbers: ClosedRange<Int>
    /// Where the stop of each number is.
    let place: (Int) -> Double
    /// The number of the stop nearest a place.
    let nearest: (Double) -> Int

    /// Where a scroll from `start` that would rest at `proposed`, going at
    /// `velocity`, comes to rest; at most `limit` stops from where it
    /// started, where there is a limit. Nil where a place is not a number.
    func settle(_ proposed: Double, from start: Double, velocity: Double, limit: Int? = nil) -> Double? {
        guard proposed.isFinite, start.isFinite else { return nil }
        let started = nearest(start)
        var stop = nearest(proposed)
        if stop == started, velocity.isFinite, velocity != 0 { stop += velocity > 0 ? 1 : -1 }
        if let limit { stop = min(max(stop, started - limit), started + limit) }
        return place(min(max(stop, numbers.lowerBound), numbers.upperBound))
    }
}

extension ScrollTarget {
    /// The target's origin, on each axis the scroll view scrolls on, moved
    /// to where `settle` puts it for that axis: the target's start there,
    /// the scroll's start and its velocity. An axis `settle` has no place
    /// for is left as it is.
    mutating func settle(in context: ScrollTargetBehaviorContext,
                         _ settle: (_ axis: Axis, _ proposed: Double, _ start: Double, _ velocity: Double) -> Double?) {
        let start = context.originalTarget.rect
        if context.axes.contains(.vertical), let y = settle(.vertical, rect.y, start.y, context.velocity.dy) { rect.y = y }
        if context.axes.contains(.horizontal), let x = settle(.horizontal, rect.x, start.x, context.velocity.dx) { rect.x = x }
    }
}
