#if canImport(Glibc)
import Glibc
#endif
import Timekeeping

/// at-spi2-core's accessibility bus launcher on a session bus of one's own,
/// as a desktop runs it: it owns `org.a11y.Bus`, runs the accessibility bus
/// at once (`--launch-immediately`), and that bus starts the registry when
/// the first application registers. Its runtime folder, where it makes the
/// bus's socket, is its own, never the desktop's. Ended, with its bus and
/// the registry, when released.
public final class AccessibilityLauncher {
    public let sessionAddress: String
    /// The folder the launcher makes its socket in: give it to clients as
    /// `XDG_RUNTIME_DIR`.
    public let runtimeFolder: String
    public let process: ChildProcess

    public static let path = "/usr/libexec/at-spi-bus-launcher"

    /// `enabled` is its `IsEnabled` at start (`--a11y`), the switch a screen
    /// reader turns on.
    public init(onSessionBus sessionAddress: String, enabled: Bool) throws(ChildProcess.Failure) {
        guard access(Self.path, X_OK) == 0 else {
            throw ChildProcess.Failure(description: "\(Self.path) is not installed (scripts/install-deps installs at-spi2-core)")
        }
        var template = Array("/tmp/a11y-runtime-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ChildProcess.Failure(description: "cannot make a runtime folder: \(String(cString: strerror(errno)))")
        }
        runtimeFolder = String(cString: made)
        self.sessionAddress = sessionAddress
        let quiet = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(quiet) }
        // No DISPLAY: it would publish the bus on the root window of
        // whatever display that names.
        process = try ChildProcess(Self.path, ["--launch-immediately", "--a11y=\(enabled ? 1 : 0)"],
                                   environment: ["DBUS_SESSION_BUS_ADDRESS": sessionAddress, "XDG_RUNTIME_DIR": runtimeFolder,
                                                 "DISPLAY": nil, "GSETTINGS_BACKEND": "memory"],
                                   errors: quiet)
        // It may own its name before it has read its bus's address, and
        // answers only once it has.
        let deadline = MonotonicClock.nanoseconds() + 10_000_000_000
        while accessibilityBusAddress() == nil {
            guard MonotonicClock.nanoseconds() < deadline, !process.hasExited else {
                stop()
                throw ChildProcess.Failure(description: "at-spi-bus-launcher gave no accessibility bus address within 10 s")
            }
            usleep(5000)
        }
    }

    /// The accessibility bus's address, as the launcher gives it; nil while
    /// none answers. Asked with dbus-send, which comes with dbus-daemon.
    public func accessibilityBusAddress() -> String? {
        guard let send = findOnPath("dbus-send"), let output = try? CapturedOutput(),
              let asking = try? ChildProcess(send, ["--bus=\(sessionAddress)", "--print-reply=literal",
                                                    "--reply-timeout=2000", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                                    "org.a11y.Bus.GetAddress"],
                                             output: output.descriptor, errors: output.descriptor),
              asking.waitForExit(within: 5) == ChildProcess.Exit(status: 0, bySignal: false) else { return nil }
        let address = output.text.filter { !$0.isWhitespace }
        return address.isEmpty ? nil : address
    }

    /// The processes it started: the accessibility bus's daemon.
    public var children: [pid_t] {
        let text = readTextFile("/proc/\(process.pid)/task/\(process.pid)/children") ?? ""
        return text.split(separator: " ").compactMap { pid_t($0.filter { !$0.isWhitespace }) }
    }

    /// Ends the accessibility bus as a crash would; the launcher, which
    /// lives only for its bus, ends with it.
    public func killBus() {
        for child in children { kill(child, SIGKILL) }
        _ = process.waitForExit(within: 5)
    }

    private func stop() {
        // Stopped by a test, it would never hear the end.
        kill(process.pid, SIGCONT)
        process.stop(SIGTERM)
        // It leaves its socket behind.
        if let remover = try? ChildProcess("/bin/rm", ["-rf", runtimeFolder]) { _ = remover.waitForExit(within: 5) }
    }

    deinit { stop() }
}
