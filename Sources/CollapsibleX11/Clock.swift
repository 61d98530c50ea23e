import Glibc

/// Seconds on CLOCK_MONOTONIC, which setting the wall clock never moves, so
/// an animation neither jumps nor stalls when the date changes.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
