import Foundation
import Glibc

/// xsettingsd, a real XSETTINGS manager, on the tests' display with a
/// config file of its own: `Name value` lines, read again on SIGHUP.
final class XSettingsDaemon {
    private let process = Process()
    private let config: URL
    private let log = Pipe()

    /// Starts it and waits until it owns the screen's XSETTINGS selection.
    init(_ settings: String, on server: XvfbServer) throws {
        let executable = try Companion.require("xsettingsd", package: "xsettingsd")
        config = FileManager.default.temporaryDirectory.appendingPathComponent("xsettingsd-\(UUID().uuidString).conf")
        try Self.write(settings, to: config)
        process.executableURL = executable
        process.arguments = ["--config", config.path, "--screen", "0"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log
        try process.run()
        let x = try XClient(display: server.display)
        let (process, log) = (process, log)
        guard waitFor(within: 10, { x.selectionOwner("_XSETTINGS_S0") ?? (process.isRunning ? nil : 0) }) ?? 0 != 0 else {
            stop()
            let said = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw StartFailure(description: "xsettingsd did not take the XSETTINGS selection within 10 s; it said: \(said)")
        }
    }

    /// Its config format wants every line ended, the last one too.
    private static func write(_ settings: String, to file: URL) throws {
        try (settings + "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    /// Rewrites the config and has the daemon read it again.
    func update(_ settings: String) throws {
        try Self.write(settings, to: config)
        kill(process.processIdentifier, SIGHUP)
    }

    func stop() {
        process.end()
        try? FileManager.default.removeItem(at: config)
    }

    deinit { stop() }
}
