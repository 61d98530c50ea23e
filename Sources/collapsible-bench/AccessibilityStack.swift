import CSystemd
#if canImport(Glibc)
import Glibc
#endif

/// The desktop's accessibility stack as a screen reader leaves it: a
/// session bus of the benchmark's own with at-spi2-core's launcher on it,
/// which runs the accessibility bus at once; that bus starts the registry
/// when the program registers. `enabled` is the launcher's switch, which
/// Orca turns on: off, the program only asks and stays away.
final class AccessibilityStack {
    let sessionAddress: String
    private let bus: ChildProcess
    private let launcher: ChildProcess
    /// The bus's configuration and the launcher's runtime folder.
    private let folder: String

    static let launcherPath = "/usr/libexec/at-spi-bus-launcher"

    init(enabled: Bool) throws(ChildProcess.Failure) {
        guard access(Self.launcherPath, X_OK) == 0 else {
            throw ChildProcess.Failure(description: "\(Self.launcherPath) is not installed (scripts/install-deps installs at-spi2-core)")
        }
        guard let daemon = VirtualServer.find("dbus-daemon") else {
            throw ChildProcess.Failure(description: "dbus-daemon is not installed (scripts/install-deps installs dbus-daemon)")
        }
        var template = Array("/tmp/collapsible-bench-a11y-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ChildProcess.Failure(description: "cannot make a folder for the accessibility stack: \(String(cString: strerror(errno)))")
        }
        folder = String(cString: made)
        // No services to start on demand: only what the benchmark runs
        // answers, as on the tests' buses.
        let config = "\(folder)/session.conf"
        let written = """
            <busconfig><type>session</type><listen>unix:tmpdir=/tmp</listen><auth>EXTERNAL</auth>
            <policy context="default"><allow send_destination="*"/><allow receive_sender="*"/><allow own="*"/></policy>
            </busconfig>
            """.withCString { text in
                guard let file = fopen(config, "w") else { return false }
                defer { fclose(file) }
                return fputs(text, file) >= 0
            }
        guard written else { throw ChildProcess.Failure(description: "cannot write \(config)") }

        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0, fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC) == 0,
              fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC) == 0 else {
            throw ChildProcess.Failure(description: "cannot make a pipe for dbus-daemon: \(String(cString: strerror(errno)))")
        }
        defer { close(pipeEnds[0]) }
        let devNull = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(devNull) }
        do {
            bus = try ChildProcess(daemon, ["--config-file=\(config)", "--nofork", "--nopidfile", "--print-address=1"],
                                   output: pipeEnds[1], errors: devNull)
            close(pipeEnds[1])
        } catch {
            close(pipeEnds[1])
            throw error
        }
        guard let address = firstLine(of: pipeEnds[0], within: 10) else {
            bus.stop()
            throw ChildProcess.Failure(description: "dbus-daemon gave no address within 10 s")
        }
        sessionAddress = address
        launcher = try ChildProcess(Self.launcherPath, ["--launch-immediately", "--a11y=\(enabled ? 1 : 0)"],
                                    environment: ["DBUS_SESSION_BUS_ADDRESS": address, "XDG_RUNTIME_DIR": folder,
                                                  "DISPLAY": nil, "GSETTINGS_BACKEND": "memory"],
                                    errors: devNull)
        // It takes its name once the accessibility bus runs.
        let deadline = now() + 10_000_000_000
        while !Self.hasOwner("org.a11y.Bus", on: address) {
            guard now() < deadline else {
                throw ChildProcess.Failure(description: "at-spi-bus-launcher took no org.a11y.Bus within 10 s")
            }
            usleep(5000)
        }
    }

    deinit {
        // The launcher ends its bus and the registry as it goes.
        launcher.stop(SIGTERM)
        bus.stop(SIGTERM)
        // The launcher leaves its socket behind.
        if let remover = try? ChildProcess("/bin/rm", ["-rf", folder]) { _ = remover.waitForExit(within: 5) }
    }

    /// Whether `name` has an owner on the bus at `address`.
    private static func hasOwner(_ name: String, on address: String) -> Bool {
        var bus: OpaquePointer?
        guard sd_bus_new(&bus) >= 0, let bus else { return false }
        defer { sd_bus_flush_close_unref(bus) }
        sd_bus_set_address(bus, address)
        sd_bus_set_bus_client(bus, 1)
        var call: OpaquePointer?, reply: OpaquePointer?
        guard sd_bus_start(bus) >= 0,
              sd_bus_message_new_method_call(bus, &call, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                             "org.freedesktop.DBus", "NameHasOwner") >= 0 else { return false }
        defer {
            sd_bus_message_unref(call)
            sd_bus_message_unref(reply)
        }
        _ = name.withCString { sd_bus_message_append_basic(call, CChar(UInt8(ascii: "s")), $0) }
        var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
        defer { sd_bus_error_free(&error) }
        var owned: Int32 = 0
        return sd_bus_call(bus, call, 2_000_000, &error, &reply) >= 0
            && sd_bus_message_read_basic(reply, CChar(UInt8(ascii: "b")), &owned) > 0 && owned != 0
    }
}
