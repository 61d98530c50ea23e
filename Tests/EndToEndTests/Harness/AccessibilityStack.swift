import CSystemd
import Foundation
import Glibc

/// The desktop's accessibility stack as the tests run it: a session bus of
/// their own, at-spi2-core's bus launcher on it, which starts the
/// accessibility bus at once, and the registry, which that bus starts when
/// the first application registers. Ended, with whatever it started, when
/// the test is done.
final class AccessibilityStack {
    let session: SessionBus
    /// The launcher's runtime folder, where it makes the accessibility
    /// bus's socket: one of the stack's own, never the desktop's.
    private let runtime: URL
    private let launcher = Process()

    static let launcherPath = "/usr/libexec/at-spi-bus-launcher"

    /// `enabled` is the launcher's `IsEnabled` at start (`--a11y`).
    init(enabled: Bool = true) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.launcherPath) else {
            throw StartFailure(description: "\(Self.launcherPath) is not installed (scripts/install-deps installs at-spi2-core)")
        }
        session = try SessionBus()
        runtime = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        launcher.executableURL = URL(fileURLWithPath: Self.launcherPath)
        launcher.arguments = ["--launch-immediately", "--a11y=\(enabled ? 1 : 0)"]
        // No DISPLAY: the launcher would publish the bus on the root window
        // of whatever display that names.
        launcher.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "DBUS_SESSION_BUS_ADDRESS": session.address, "XDG_RUNTIME_DIR": runtime.path,
            "GSETTINGS_BACKEND": "memory",
        ]
        launcher.standardError = FileHandle.nullDevice
        try launcher.run()
        // It may take its name before it has read its bus's address, and
        // answers only once it has.
        guard waitFor(within: 10, { accessibilityBusAddress() }) != nil else {
            stop()
            throw StartFailure(description: "at-spi-bus-launcher gave no accessibility bus address within 10 s")
        }
    }

    /// What the program and the assistive tool need to find the stack.
    var environment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": session.address, "XDG_RUNTIME_DIR": runtime.path]
    }

    /// The accessibility bus's address, as the launcher gives it; nil while
    /// no launcher answers, or one that has no bus yet.
    func accessibilityBusAddress() -> String? {
        var bus: OpaquePointer?
        guard sd_bus_new(&bus) >= 0, let bus else { return nil }
        defer { sd_bus_flush_close_unref(bus) }
        sd_bus_set_address(bus, session.address)
        sd_bus_set_bus_client(bus, 1)
        var call: OpaquePointer?, reply: OpaquePointer?
        guard sd_bus_start(bus) >= 0,
              sd_bus_message_new_method_call(bus, &call, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress") >= 0
        else { return nil }
        defer {
            sd_bus_message_unref(call)
            sd_bus_message_unref(reply)
        }
        var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
        defer { sd_bus_error_free(&error) }
        var address: UnsafePointer<CChar>?
        guard sd_bus_call(bus, call, 2_000_000, &error, &reply) >= 0,
              sd_bus_message_read_basic(reply, CChar(UInt8(ascii: "s")), &address) > 0, let address else { return nil }
        return String(cString: address)
    }

    var launcherPID: pid_t { launcher.processIdentifier }

    /// The processes the launcher started: the accessibility bus's daemon.
    var launcherChildren: [pid_t] {
        let path = "/proc/\(launcherPID)/task/\(launcherPID)/children"
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Ends the accessibility bus as a crash would; the launcher, which
    /// lives only for its bus, ends with it.
    func killBus() {
        for child in launcherChildren { kill(child, SIGKILL) }
        launcher.waitUntilExit()
    }

    func stop() {
        // The launcher ends its bus as it goes, which ends the registry.
        if launcher.isRunning {
            kill(launcherPID, SIGCONT)
            launcher.end()
        }
        try? FileManager.default.removeItem(at: runtime)
    }

    deinit { stop() }
}
