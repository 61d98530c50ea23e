extension Image {
    /// The box of the pixels within `tolerance` of `color`, among `columns` (all where nil), and
    /// how many there are.
    func box(of color: UInt32, tolerance: Int = 6, columns: ClosedRange<Int>? = nil) -> (x: ClosedRange<Int>, y: ClosedRange<Int>, count: Int)? {
        var found: (x: ClosedRange<Int>, y: ClosedRange<Int>, count: Int)?
        let columns = columns ?? 0...(width - 1)
        for y in 0..<height {
            for x in columns where Colors.isClose(self[x, y], color, tolerance: tolerance) {
                found = found.map { (min($0.x.lowerBound, x)...max($0.x.upperBound, x), min($0.y.lowerBound, y)...max($0.y.upperBound, y),
                                     $0.count + 1) } ?? (x...x, y...y, 1)
            }
        }
        return found
    }
}
