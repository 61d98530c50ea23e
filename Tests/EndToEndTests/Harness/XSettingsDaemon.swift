import Foundation
import Glibc

/// xsettingsd, a real XSETTINGS manager, on the tests' display with a
/// config file of its own: `Name value` lines, read again on SIGHUP.
final class XSettingsDaemon {
    private let process: ChildProcess
    private let config: URL

    /// Starts it and waits until it owns the screen's XSETTINGS selection.
    init(_ settings: String, on server: XvfbServer) throws {
        let executable = try Companion.require("xsettingsd", package: "xsettingsd")
        config = FileManager.default.temporaryDirectory.appendingPathComponent("xsettingsd-\(UUID().uuidString).conf")
        try Self.write(settings, to: config)
        let log = try CapturedOutput()
        process = try ChildProcess(executable, ["--config", config.path, "--screen", "0"],
                                   environment: ["DISPLAY": server.display], errors: log.descriptor)
        let x = try XClient(display: server.display)
        let process = process
        guard waitFor(within: 10, { x.selectionOwner("_XSETTINGS_S0") ?? (process.hasExited ? 0 : nil) }) ?? 0 != 0 else {
            stop()
            let said = log.text
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
        kill(process.pid, SIGHUP)
    }

    func stop() {
        process.stop(SIGTERM)
        try? FileManager.default.removeItem(at: config)
    }

    deinit { stop() }
}
