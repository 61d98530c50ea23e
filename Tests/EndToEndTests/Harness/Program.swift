import Foundation
import Glibc

/// The built collapsible-x11, started as a user starts it.
final class Program {
    private let process = Process()
    private let errors = Pipe()
    private let output = Pipe()
    private let exited = DispatchSemaphore(value: 0)

    struct Exit: Equatable {
        /// The exit status, or the signal that ended it.
        var status: Int32
        var bySignal: Bool
    }

    /// The binary sits next to the test bundle, in the build's products folder.
    static func binary() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("collapsible-x11") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotBuilt(looked: candidates.map(\.path))
        }
        return found
    }

    struct NotBuilt: Error, CustomStringConvertible {
        let looked: [String]
        var description: String {
            "the collapsible-x11 binary is not built; looked for \(looked.joined(separator: ", ")) (run swift build first)"
        }
    }

    /// Starts the program with `arguments`; `display` nil runs it with no DISPLAY at all.
    /// `binary` runs another build of it, such as one with a sanitizer, with
    /// `environment` added; `dataLimit` caps its heap (ulimit -d, in KiB), as
    /// a machine short of memory would.
    init(_ arguments: [String], display: String?, binary: URL? = nil, environment extra: [String: String] = [:],
         dataLimit: Int? = nil) throws {
        let executable = try binary ?? Self.binary()
        if let dataLimit {
            // The shell sets the limit and then becomes the program: same pid.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -d \(dataLimit) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["XAUTHORITY"] = nil
        // No session bus unless a test brings its own: the desktop the
        // tests run in must not choose the colours.
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        environment["XDG_RUNTIME_DIR"] = nil
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardError = errors
        process.standardOutput = output
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
    }

    var pid: pid_t { process.processIdentifier }

    /// The exit, or nil if it still runs after `seconds`.
    func waitForExit(within seconds: Double) -> Exit? {
        guard exited.wait(timeout: .now() + seconds) == .success else { return nil }
        exited.signal()
        return Exit(status: process.terminationStatus, bySignal: process.terminationReason == .uncaughtSignal)
    }

    /// What it wrote to stderr; read once it has exited.
    lazy var standardError: String = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    lazy var standardOutput: String = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

    /// CPU time used so far, user and system, in clock ticks (/proc/PID/stat).
    func cpuTicks() throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The command name may hold spaces; the fields after it do not.
        let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
        // utime and stime are fields 14 and 15, the 12th and 13th after the name.
        return Int(fields[11])! + Int(fields[12])!
    }

    /// How often the program has gone to sleep and been woken: each poll()
    /// that waits is one (/proc/PID/status, its main thread).
    func wakeUps() throws -> Int {
        try status("voluntary_ctxt_switches")
    }

    /// The memory it holds in RAM now, in KiB.
    func residentKiB() throws -> Int {
        try status("VmRSS")
    }

    /// The most it ever held in RAM, in KiB.
    func peakResidentKiB() throws -> Int {
        try status("VmHWM")
    }

    private func status(_ field: String) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
              let value = line.dropFirst(field.count + 1).split(whereSeparator: \.isWhitespace).first.flatMap({ Int($0) })
        else { throw NoSuchField(field: field, pid: pid) }
        return value
    }

    struct NoSuchField: Error, CustomStringConvertible {
        let field: String
        let pid: pid_t
        var description: String { "/proc/\(pid)/status has no \(field)" }
    }

    /// Holds the program still while `body` runs, as a busy machine may:
    /// what the server sends it meanwhile waits in its socket, and it reads
    /// all of that at once when it goes on.
    func whilePaused(_ body: () throws -> Void) rethrows {
        Glibc.kill(pid, SIGSTOP)
        defer { Glibc.kill(pid, SIGCONT) }
        // The signal takes effect when the kernel next schedules it.
        _ = waitFor(within: 5) { (try? state()) == "T" ? true : nil }
        try body()
    }

    /// Its state letter in /proc/PID/stat: R, S, T for stopped, and so on.
    private func state() throws -> Character? {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        return stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ").first?.first
    }

    func kill() {
        if process.isRunning { Glibc.kill(pid, SIGKILL) }
        _ = waitForExit(within: 5)
    }

    deinit { kill() }

    /// Runs the program to its end with no X server and returns what it said.
    static func run(_ arguments: [String], display: String? = nil, within seconds: Double = 10,
                    binary: URL? = nil, environment: [String: String] = [:], dataLimit: Int? = nil) throws
        -> (exit: Exit?, output: String, errors: String)
    {
        let program = try Program(arguments, display: display, binary: binary, environment: environment, dataLimit: dataLimit)
        let exit = program.waitForExit(within: seconds)
        program.kill()
        return (exit, program.standardOutput, program.standardError)
    }
}
