#if canImport(Glibc)
import Glibc
#endif

/// An Xvfb of the benchmark's own. With -displayfd it picks a free display
/// and writes the number once it accepts connections, so reading the number
/// is both the choice of display and the wait for readiness.
final class VirtualServer {
    let display: String
    let process: ChildProcess

    /// A screen of `width` x `height`, black (-br) so that a window that
    /// has drawn nothing yet shows no colour of the demo's.
    init(width: Int, height: Int) throws(ChildProcess.Failure) {
        guard let path = Self.find("Xvfb") else {
            throw ChildProcess.Failure(description: "Xvfb is not installed (scripts/install-deps installs the xvfb package)")
        }
        var pipeEnds: [Int32] = [0, 0]
        // Neither end may leak into the programs started later.
        guard pipe(&pipeEnds) == 0, fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC) == 0,
              fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC) == 0 else {
            throw ChildProcess.Failure(description: "cannot make a pipe for Xvfb: \(String(cString: strerror(errno)))")
        }
        defer { close(pipeEnds[0]) }
        // What Xvfb says goes to a file that is only read if it fails: on
        // its way to a free display it reports every one already taken.
        var logName = Array("/tmp/collapsible-bench-xvfb-XXXXXX".utf8CString)
        let log = mkstemp(&logName)
        if log >= 0 { unlink(logName) }
        defer { if log >= 0 { close(log) } }
        let arguments = ["-displayfd", "1", "-nolisten", "tcp", "-noreset", "-br", "-screen", "0", "\(width)x\(height)x24"]
        do {
            process = try ChildProcess(path, arguments, output: pipeEnds[1], errors: log >= 0 ? log : nil)
            close(pipeEnds[1])
        } catch {
            close(pipeEnds[1])
            throw error
        }

        guard let number = firstLine(of: pipeEnds[0], within: 10) else {
            process.stop()
            let said = readTextFile("/proc/self/fd/\(log)") ?? ""
            throw ChildProcess.Failure(description: "Xvfb gave no display number within 10 s; it said:\n\(said)")
        }
        display = ":" + number
    }

    deinit { process.stop(SIGTERM) }

    static func find(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}

/// The first line written to `descriptor`, without its newline: the word a
/// program gives once it is ready. Nil if none comes within `seconds`.
func firstLine(of descriptor: Int32, within seconds: Double) -> String? {
    var text = ""
    let deadline = now() + UInt64(seconds * 1e9)
    while !text.hasSuffix("\n") {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let left = Int32(clamping: (Int64(deadline) - Int64(now())) / 1_000_000)
        var byte: UInt8 = 0
        guard left > 0, poll(&ready, 1, left) > 0, read(descriptor, &byte, 1) == 1 else { return nil }
        text.append(Character(Unicode.Scalar(byte)))
    }
    return String(text.dropLast())
}
