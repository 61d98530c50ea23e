#if canImport(Glibc)
import Glibc
#endif

/// How long `body` took, in nanoseconds on the stopwatch's clock.
@inlinable
public func elapsed<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) -> Double {
    let start = Stopwatch.nanoseconds()
    try body()
    return Double(Stopwatch.nanoseconds() - start)
}

/// The clock `elapsed` reads: the monotonic one, or the CPU time of the thread that asks, which
/// hardly moves while other work on a shared machine holds the processor.
public enum Stopwatch {
    nonisolated(unsafe) public static var countsProcessorTime = false

    public static func nanoseconds() -> UInt64 {
        guard countsProcessorTime else { return MonotonicClock.nanoseconds() }
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
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
