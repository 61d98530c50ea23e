import Foundation
import Glibc
import VirtualDesktop

/// The built collapsible-x11, or another of the package's programs, started
/// as a user starts it.
final class Program {
    private let process: ChildProcess
    private let errors: CapturedOutput
    private let output: CapturedOutput

    typealias Exit = ChildProcess.Exit

    /// The binary sits next to the test bundle, in the build's products folder.
    static func binary(_ name: String = "collapsible-x11") throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotBuilt(name: name, looked: candidates.map(\.path))
        }
        return found
    }

    struct NotBuilt: Error, CustomStringConvertible {
        let name: String
        let looked: [String]
        var description: String {
            "the \(name) binary is not built; looked for \(looked.joined(separator: ", ")) (run swift build first)"
        }
    }

    /// Starts the program with `arguments`; `display` nil runs it with no DISPLAY at all.
    /// `binary` runs another build of it, such as one with a sanitizer, with
    /// `environment` added; `dataLimit` caps its heap (ulimit -d, in KiB), as
    /// a machine short of memory would.
    init(_ arguments: [String], display: String?, binary: URL? = nil, environment extra: [String: String] = [:],
         dataLimit: Int? = nil) throws {
        let executable = try binary ?? Self.binary()
        (errors, output) = (try CapturedOutput(), try CapturedOutput())
        // No session bus unless a test brings its own: the desktop the
        // tests run in must not choose the colours.
        var environment: [String: String?] = ["DISPLAY": display, "XAUTHORITY": nil,
                                              "DBUS_SESSION_BUS_ADDRESS": nil, "XDG_RUNTIME_DIR": nil]
        environment.merge(extra.mapValues { $0 }) { $1 }
        // The shell sets the limit and then becomes the program: same pid.
        let (path, argv) = dataLimit.map { ("/bin/sh", ["-c", "ulimit -d \($0) && exec \"$0\" \"$@\"", executable.path] + arguments) }
            ?? (executable.path, arguments)
        process = try ChildProcess(path, argv, environment: environment, output: output.descriptor, errors: errors.descriptor)
    }

    var pid: pid_t { process.pid }

    /// The exit, or nil if it still runs after `seconds`.
    func waitForExit(within seconds: Double) -> Exit? {
        process.waitForExit(within: seconds)
    }

    /// What it wrote to stderr and stdout so far.
    var standardError: String { errors.text }
    var standardOutput: String { output.text }

    /// What /proc says of it (ProcessRecord), or a failure if it cannot say.
    private func read<T>(_ figure: String, _ reading: (ProcessRecord) -> T?) throws -> T {
        guard let value = reading(process.record) else { throw Unreadable(figure: figure, pid: pid) }
        return value
    }

    struct Unreadable: Error, CustomStringConvertible {
        let figure: String
        let pid: pid_t
        var description: String { "/proc/\(pid) gives no \(figure)" }
    }

    func cpuTicks() throws -> Int { try read("CPU time") { $0.cpuTicks() } }
    func wakeUps() throws -> Int { try read("wake-ups") { $0.wakeUps() } }
    func residentKiB() throws -> Int { try read("resident memory") { $0.residentKiB() } }
    func peakResidentKiB() throws -> Int { try read("peak resident memory") { $0.peakResidentKiB() } }

    /// Waits until it has slept through `quiet` seconds (ProcessRecord.waitUntilIdle).
    func waitUntilIdle(quiet: Double, within seconds: Double) -> Bool {
        process.record.waitUntilIdle(quiet: quiet, within: seconds)
    }

    /// Holds the program still while `body` runs, as a busy machine may:
    /// what the server sends it meanwhile waits in its socket, and it reads
    /// all of that at once when it goes on.
    func whilePaused(_ body: () throws -> Void) rethrows {
        Glibc.kill(pid, SIGSTOP)
        defer { Glibc.kill(pid, SIGCONT) }
        // The signal takes effect when the kernel next schedules it.
        _ = waitFor(within: 5) { process.record.state() == "T" ? true : nil }
        try body()
    }

    func kill() {
        process.stop(SIGKILL)
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
