import Glibc

/// How long `body` took, in nanoseconds on the monotonic clock, which
/// setting the wall clock never moves.
@inline(__always)
func elapsed<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) -> Double {
    let start = monotonicNanoseconds()
    try body()
    return Double(monotonicNanoseconds() - start)
}

func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The middle of `samples`: a round that the machine interrupted moves it
/// no more than any other.
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? .nan : sorted[(sorted.count - 1) / 2]
}
