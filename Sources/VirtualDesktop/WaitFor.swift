#if canImport(Glibc)
import Glibc
#endif
import Timekeeping

/// Asks `probe` again and again until it answers, or `seconds` have passed:
/// a wait for a sign, never for a fixed time.
public func waitFor<T>(within seconds: Double, _ probe: () -> T?) -> T? {
    let deadline = MonotonicClock.nanoseconds() + UInt64(max(seconds, 0) * 1e9)
    repeat {
        if let answer = probe() { return answer }
        usleep(1000)
    } while MonotonicClock.nanoseconds() < deadline
    return probe()
}
