import Foundation
import Glibc

/// The programs the tests run beside the one they test (X servers, a window
/// manager, a settings daemon, a session bus): found on PATH, where
/// scripts/install-deps puts them, and ended when their test is done.
enum Companion {
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// `name` on PATH, or a failure that says which package installs it.
    static func require(_ name: String, package: String) throws -> URL {
        guard let executable = find(name) else {
            throw StartFailure(description: "\(name) is not installed (scripts/install-deps installs \(package))")
        }
        return executable
    }
}

/// A program a test needs could not be started, in one line that says why.
struct StartFailure: Error, CustomStringConvertible {
    let description: String
}

extension Process {
    /// Ends it with SIGTERM, as a desktop session ends, and waits until it has.
    func end() {
        guard isRunning else { return }
        terminate()
        waitUntilExit()
    }
}

extension Pipe {
    /// The first line written into it, trimmed: the word a program gives
    /// once it is ready, such as a display number or a bus address. Nil
    /// when none comes within `seconds`, or the writer closes it first.
    func firstLine(within seconds: Double) -> String? {
        let reader = fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(seconds)
        var text = ""
        while !text.hasSuffix("\n") {
            var ready = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            var byte: UInt8 = 0
            guard poll(&ready, 1, Int32(max(deadline.timeIntervalSinceNow * 1000, 0))) > 0, read(reader, &byte, 1) == 1
            else { return nil }
            text.append(Character(UnicodeScalar(byte)))
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
