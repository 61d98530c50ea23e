/// How long `body` took, in nanoseconds on the monotonic clock.
@inlinable
public func elapsed<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) -> Double {
    let start = MonotonicClock.nanoseconds()
    try body()
    return Double(MonotonicClock.nanoseconds() - start)
}

/// Samples of one figure, in nanoseconds.
public struct Samples {
    public private(set) var values: [Double] = []

    public init() {}

    public mutating func add(_ value: Double) { values.append(value) }

    /// The middle sample: a round that the machine interrupted moves it no
    /// more than any other.
    public var median: Double { quantile(0.5) }
    public var p99: Double { quantile(0.99) }

    /// The nearest-rank quantile.
    public func quantile(_ q: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
