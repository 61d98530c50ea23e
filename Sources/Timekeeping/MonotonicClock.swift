#if canImport(Glibc)
import Glibc
#endif

/// CLOCK_MONOTONIC, which setting the wall clock never moves, so that an
/// animation neither jumps nor stalls when the date changes: the clock of
/// the X server's Present times and of sd-bus's timeouts too.
public enum MonotonicClock {
    /// Now, in nanoseconds.
    public static func nanoseconds() -> UInt64 {
        let now = read()
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Now, in microseconds: sd-bus's timeouts.
    public static func microseconds() -> UInt64 {
        nanoseconds() / 1000
    }

    /// Now, in seconds.
    public static func seconds() -> Double {
        let now = read()
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func read() -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now
    }
}
