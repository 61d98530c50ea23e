/// Points on a line as sorted, disjoint closed intervals: a row's extent across, whose blur
/// the separable shadow takes.
enum Intervals {
    /// Sorted, disjoint intervals covering the same points as `intervals`.
    static func union(_ intervals: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        intervals.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: []) { merged, next in
            guard let last = merged.last, next.lowerBound <= last.upperBound else { return merged.append(next) }
            merged[merged.count - 1] = last.lowerBound...max(last.upperBound, next.upperBound)
        }
    }

    /// The whole pixels that `range`, moved back by `shift`, covers entirely.
    static func wholePixels(of range: ClosedRange<Double>, shift: Double) -> Range<Int> {
        let low = Int((range.lowerBound - shift).rounded(.up))
        return low..<max(Int((range.upperBound - shift).rounded(.down)), low)
    }
}
