import Foundation
import Glibc

/// An X server of the tests' own: Xvfb picks a free display and writes its
/// number to the pipe once it accepts connections, so reading that number is
/// both the choice of display and the wait for readiness.
final class XvfbServer {
    /// A test may reach the server another way, such as over TCP.
    var display: String
    private let process: Process
    private let log: URL

    /// `arguments` are added to the server's own, such as `-auth FILE`.
    convenience init(_ arguments: [String] = []) throws {
        try self.init(Companion.require("Xvfb", package: "xvfb"),
                      ["-nolisten", "tcp", "-noreset", "-screen", "0", "1280x1024x24"] + arguments)
    }

    /// Another X server that takes -displayfd, such as Xorg.
    init(_ executable: URL, _ arguments: [String]) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("xvfb-\(getpid())-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let displayNumber = Pipe()
        process = Process()
        process.executableURL = executable
        process.arguments = ["-displayfd", "1"] + arguments
        process.standardOutput = displayNumber
        process.standardError = try FileHandle(forWritingTo: log)
        do {
            try process.run()
        } catch {
            throw StartFailure(description: "cannot start \(executable.path): \(error)")
        }
        // Closed here, so that a server that dies is an end of file, not a wait.
        displayNumber.fileHandleForWriting.closeFile()
        guard let number = displayNumber.firstLine(within: 10) else {
            process.end()
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw StartFailure(description: "\(executable.lastPathComponent) gave no display number within 10 s; its output:\n\(output)")
        }
        display = ":" + number
    }

    var pid: pid_t { process.processIdentifier }

    /// Kills the server the way a crash would: no goodbye to its clients.
    func kill() {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func stop() {
        process.end()
        try? FileManager.default.removeItem(at: log)
    }

    deinit { stop() }
}
