import Glibc
import VirtualDesktop

/// The System V shared memory segments that exist, as `ipcs -m` lists them.
enum SharedSegments {
    /// The ids of the segments that process `pid` created.
    static func created(by pid: pid_t) -> [Int] {
        ProcessRecord(pid: pid).sharedSegments()
    }

    /// Waits for the segments of `pid` to go: the server lets go of them as
    /// it closes the connection, a moment after the program ended.
    static func allGone(createdBy pid: pid_t, within seconds: Double = 5) -> Bool {
        waitFor(within: seconds) { created(by: pid).isEmpty ? true : nil } ?? false
    }
}
