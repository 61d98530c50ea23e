import Foundation

/// The System V shared memory segments that exist, as `ipcs -m` lists them,
/// read from the kernel's own table.
enum SharedSegments {
    /// The ids of the segments that process `pid` created.
    static func created(by pid: pid_t) -> [Int] {
        guard let table = try? String(contentsOfFile: "/proc/sysvipc/shm", encoding: .utf8) else { return [] }
        // key shmid perms size cpid lpid nattch ...
        return table.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count > 4, Int(fields[4]) == Int(pid) else { return nil }
            return Int(fields[1])
        }
    }

    /// Waits for the segments of `pid` to go: the server lets go of them as
    /// it closes the connection, a moment after the program ended.
    static func allGone(createdBy pid: pid_t, within seconds: Double = 5) -> Bool {
        waitFor(within: seconds) { created(by: pid).isEmpty ? true : nil } ?? false
    }
}
