import Foundation
import Glibc

/// A session bus of the tests' own: dbus-daemon on an address it picks,
/// with no services to start on demand, so that only what a test puts on
/// it answers.
final class SessionBus {
    let address: String
    private let process: ChildProcess
    private let config: URL

    init() throws {
        let executable = try Companion.require("dbus-daemon", package: "dbus-daemon")
        config = FileManager.default.temporaryDirectory.appendingPathComponent("bus-\(UUID().uuidString).conf")
        try """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:tmpdir=\(FileManager.default.temporaryDirectory.path)</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        let output = try ReadyLine()
        process = try ChildProcess(executable, ["--config-file=\(config.path)", "--nofork", "--nopidfile", "--print-address=1"],
                                   output: output.writeEnd)
        // It prints its address once it listens.
        guard let address = output.line(within: 10) else {
            process.stop(SIGTERM)
            throw StartFailure(description: "dbus-daemon gave no address within 10 s")
        }
        self.address = address
    }

    /// Ends the bus the way a crash would, under its clients' feet.
    func kill() {
        process.stop(SIGKILL)
    }

    deinit {
        // Ended by SIGTERM, it removes its socket from the temporary folder.
        process.stop(SIGTERM)
        try? FileManager.default.removeItem(at: config)
    }
}
