import VirtualDesktop

/// Runs `body` and returns how long it took, in nanoseconds.
@inline(__always)
func measure<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) -> Double {
    let start = now()
    try body()
    return Double(now() - start)
}

/// Samples of one figure, in nanoseconds.
struct Samples {
    private(set) var values: [Double] = []

    mutating func add(_ value: Double) { values.append(value) }

    var median: Double { quantile(0.5) }
    var p99: Double { quantile(0.99) }

    /// The nearest-rank quantile.
    func quantile(_ q: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
