#if canImport(Glibc)
import Glibc
#endif
import Timekeeping

/// What the kernel says of a running process in /proc: its CPU time, its
/// wake-ups and its memory. Reading them costs the reader, never the process.
public struct ProcessRecord {
    public let pid: pid_t

    public init(pid: pid_t) {
        self.pid = pid
    }

    /// User plus system time of all its threads, in clock ticks.
    public func cpuTicks() -> Int? {
        read("stat").flatMap(ProcText.cpuTicks(stat:))
    }

    /// Its state letter: R, S, T for stopped, Z for ended but not reaped.
    public func state() -> Character? {
        read("stat").flatMap(ProcText.state(stat:))
    }

    /// Nanoseconds its main thread has run on a CPU (/proc/PID/schedstat):
    /// to the scheduler's clock, where ticks count hundredths of a second,
    /// as small a difference as one toggle's accessibility work shows.
    public func mainThreadNanoseconds() -> Int? {
        read("schedstat").flatMap { $0.split(separator: " ").first.flatMap { Int($0) } }
    }

    /// How often its main thread has gone to sleep and been woken: each
    /// poll() that waits is one.
    public func wakeUps() -> Int? {
        read("status").flatMap { ProcText.field("voluntary_ctxt_switches", status: $0) }
    }

    /// The memory it holds in RAM now, in KiB.
    public func residentKiB() -> Int? {
        read("status").flatMap { ProcText.field("VmRSS", status: $0) }
    }

    /// Its address space, in KiB.
    public func addressSpaceKiB() -> Int? {
        read("status").flatMap { ProcText.field("VmSize", status: $0) }
    }

    /// The most it ever held in RAM, in KiB.
    public func peakResidentKiB() -> Int? {
        read("status").flatMap { ProcText.field("VmHWM", status: $0) }
    }

    /// Whether it has a System V shared memory segment mapped, as MIT-SHM
    /// images are.
    public func mapsSharedMemory() -> Bool {
        read("maps").map(ProcText.holdsSysVSegment(maps:)) ?? false
    }

    /// The System V shared memory segments it created that still exist, as
    /// `ipcs -m` lists them.
    public func sharedSegments() -> [Int] {
        readTextFile("/proc/sysvipc/shm").map { ProcText.segments(createdBy: pid, table: $0) } ?? []
    }

    /// Waits until it has slept through `quiet` seconds: no wake-up and no
    /// CPU time, so every event is handled and nothing is due. False if it
    /// never comes to rest within `seconds`, or ends.
    public func waitUntilIdle(quiet: Double = 0.2, within seconds: Double) -> Bool {
        func activity() -> [Int]? {
            guard state() != "Z", let wakeUps = wakeUps(), let ticks = cpuTicks() else { return nil }
            return [wakeUps, ticks]
        }
        let deadline = MonotonicClock.nanoseconds() + UInt64(seconds * 1e9)
        guard var last = activity() else { return false }
        var since = MonotonicClock.nanoseconds()
        while MonotonicClock.nanoseconds() < deadline {
            usleep(5000)
            guard let current = activity() else { return false }
            if current != last {
                (last, since) = (current, MonotonicClock.nanoseconds())
            } else if Double(MonotonicClock.nanoseconds() - since) >= quiet * 1e9 {
                return true
            }
        }
        return false
    }

    private func read(_ name: String) -> String? {
        readTextFile("/proc/\(pid)/\(name)")
    }
}
