/// The formats of /proc/PID/stat, status and maps, and of /proc/sysvipc/shm
/// (proc(5)).
public enum ProcText {
    /// The fields of a stat line after the command name, from field 3, the
    /// state. The name in field 2 stands in parentheses and may itself hold
    /// spaces and parentheses; the fields after its last ")" hold neither.
    private static func fieldsAfterName(stat: String) -> [Substring]? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// utime + stime, fields 14 and 15 of a stat line.
    public static func cpuTicks(stat: String) -> Int? {
        guard let fields = fieldsAfterName(stat: stat), fields.count > 12,
              let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// The state, field 3 of a stat line.
    public static func state(stat: String) -> Character? {
        guard let field = fieldsAfterName(stat: stat)?.first, field.count == 1 else { return nil }
        return field.first
    }

    /// The number of a "Name:  value [kB]" line of a status file.
    public static func field(_ name: String, status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
        }
        return nil
    }

    /// shmat maps a segment with the path "/SYSV" and its key in hex, which
    /// stays "(deleted)" once the segment is marked for removal.
    public static func holdsSysVSegment(maps: String) -> Bool {
        maps.split(separator: "\n").contains { line in
            line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first?.hasPrefix("/SYSV") == true
        }
    }

    /// The ids of the segments that process `pid` created, from the table
    /// whose columns are key, shmid, perms, size, cpid, lpid, nattch...
    public static func segments(createdBy pid: Int32, table: String) -> [Int] {
        table.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count > 4, Int(fields[4]) == Int(pid) else { return nil }
            return Int(fields[1])
        }
    }
}
