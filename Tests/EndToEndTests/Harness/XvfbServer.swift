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

    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// `arguments` are added to the server's own, such as `-auth FILE`.
    convenience init(_ arguments: [String] = []) throws {
        guard let executable = Self.find("Xvfb") else {
            throw StartFailure(description: "Xvfb is not installed (scripts/install-deps installs the xvfb package)")
        }
        try self.init(executable, ["-nolisten", "tcp", "-noreset", "-screen", "0", "1280x1024x24"] + arguments)
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
        displayNumber.fileHandleForWriting.closeFile()

        let reader = displayNumber.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(10)
        var text = ""
        while !text.hasSuffix("\n") {
            var ready = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(deadline.timeIntervalSinceNow * 1000, 0))
            var byte: UInt8 = 0
            guard poll(&ready, 1, left) > 0, read(reader, &byte, 1) == 1 else {
                process.terminate()
                process.waitUntilExit()
                let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                throw StartFailure(description: "\(executable.lastPathComponent) gave no display number within 10 s; its output:\n\(output)")
            }
            text.append(Character(UnicodeScalar(byte)))
        }
        display = ":" + text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var pid: pid_t { process.processIdentifier }

    /// Kills the server the way a crash would: no goodbye to its clients.
    func kill() {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: log)
    }

    deinit { stop() }

    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
