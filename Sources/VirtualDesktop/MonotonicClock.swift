#if canImport(Glibc)
import Glibc
#endif

/// Nanoseconds on the monotonic clock, which the X server's Present times
/// are read from too.
public func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Asks `probe` again and again until it answers, or `seconds` have passed:
/// a wait for a sign, never for a fixed time.
public func waitFor<T>(within seconds: Double, _ probe: () -> T?) -> T? {
    let deadline = now() + UInt64(max(seconds, 0) * 1e9)
    repeat {
        if let answer = probe() { return answer }
        usleep(1000)
    } while now() < deadline
    return probe()
}
