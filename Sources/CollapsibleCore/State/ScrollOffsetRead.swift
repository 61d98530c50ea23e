/// A scroll view's offset that a view was made from, kept within the range
/// where what the view shows changes with it.
struct ScrollOffsetRead {
    let scroller: ViewID
    let range: ClosedRange<Double>
    let value: Double

    init(scroller: ViewID, range: ClosedRange<Double>, offset: Double) {
        self.scroller = scroller
        self.range = range
        value = Self.kept(offset, within: range)
    }

    /// Whether `offset` gives the view something else than it was made from.
    func changes(at offset: Double) -> Bool { Self.kept(offset, within: range) != value }

    private static func kept(_ offset: Double, within range: ClosedRange<Double>) -> Double {
        offset.isNaN ? range.lowerBound : min(max(offset, range.lowerBound), range.upperBound)
    }
}
