#if canImport(Glibc)
import Glibc
#endif

/// What the kernel says of a running process in /proc: its CPU time, its
/// wake-ups and its memory. Reading them costs the reader, never the process.
struct ProcessRecord {
    let pid: pid_t

    /// User plus system time of all its threads, in clock ticks.
    func cpuTicks() -> Int? {
        read("stat").flatMap(ProcText.cpuTicks(stat:))
    }

    /// Nanoseconds its main thread has run on a CPU (/proc/PID/schedstat):
    /// to the scheduler's clock, where ticks count hundredths of a second,
    /// as small a difference as one toggle's accessibility work shows.
    func mainThreadNanoseconds() -> Int? {
        read("schedstat").flatMap { $0.split(separator: " ").first.flatMap { Int($0) } }
    }

    /// How often its main thread has gone to sleep and been woken.
    func wakeUps() -> Int? {
        read("status").flatMap { ProcText.field("voluntary_ctxt_switches", status: $0) }
    }

    /// The most it ever held in RAM, in KiB.
    func peakResidentKiB() -> Int? {
        read("status").flatMap { ProcText.field("VmHWM", status: $0) }
    }

    /// Whether it has a System V shared memory segment mapped, as MIT-SHM
    /// images are.
    func mapsSharedMemory() -> Bool {
        read("maps").map(ProcText.holdsSysVSegment(maps:)) ?? false
    }

    private func read(_ name: String) -> String? {
        readTextFile("/proc/\(pid)/\(name)")
    }
}

/// A whole small file, or nil if it cannot be read.
func readTextFile(_ path: String) -> String? {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
        if count < 0 { return nil }
        if count == 0 { break }
        bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// The formats of /proc/PID/stat, status and maps (proc(5)).
enum ProcText {
    /// utime + stime, fields 14 and 15 of a stat line. The command name in
    /// field 2 stands in parentheses and may itself hold spaces and
    /// parentheses; the fields after its last ")" hold neither.
    static func cpuTicks(stat: String) -> Int? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Field 3, the state, is the first after the name.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// The number of a "Name:  value [kB]" line of a status file.
    static func field(_ name: String, status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
        }
        return nil
    }

    /// shmat maps a segment with the path "/SYSV" and its key in hex, which
    /// stays "(deleted)" once the segment is marked for removal.
    static func holdsSysVSegment(maps: String) -> Bool {
        maps.split(separator: "\n").contains { line in
            line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first?.hasPrefix("/SYSV") == true
        }
    }
}
