import VirtualDesktop
#if canImport(Glibc)
import Glibc
#endif

/// The desktop's accessibility stack as a screen reader leaves it: a
/// session bus of the benchmark's own, with at-spi2-core's launcher on it.
/// `enabled` is the launcher's switch, which Orca turns on: off, the
/// program only asks and stays away.
final class AccessibilityStack {
    private let bus: ChildProcess
    private let launcher: AccessibilityLauncher
    /// The bus's configuration.
    private let config: String

    var sessionAddress: String { launcher.sessionAddress }

    init(enabled: Bool) throws(ChildProcess.Failure) {
        guard let daemon = findOnPath("dbus-daemon") else {
            throw ChildProcess.Failure(description: "dbus-daemon is not installed (scripts/install-deps installs dbus-daemon)")
        }
        var template = Array("/tmp/collapsible-bench-bus-XXXXXX.conf".utf8CString)
        let file = mkstemps(&template, 5)
        guard file >= 0 else {
            throw ChildProcess.Failure(description: "cannot write a bus configuration: \(String(cString: strerror(errno)))")
        }
        config = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        // No services to start on demand: only what the benchmark runs
        // answers, as on the tests' buses.
        let text = """
            <busconfig><type>session</type><listen>unix:tmpdir=/tmp</listen><auth>EXTERNAL</auth>
            <policy context="default"><allow send_destination="*"/><allow receive_sender="*"/><allow own="*"/></policy>
            </busconfig>
            """
        let written = text.withCString { write(file, $0, strlen($0)) } == text.utf8.count
        close(file)
        guard written else { throw ChildProcess.Failure(description: "cannot write \(config)") }
        let ready = try ReadyLine()
        let quiet = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(quiet) }
        bus = try ChildProcess(daemon, ["--config-file=\(config)", "--nofork", "--nopidfile", "--print-address=1"],
                               output: ready.writeEnd, errors: quiet)
        guard let address = ready.line(within: 10) else {
            bus.stop()
            throw ChildProcess.Failure(description: "dbus-daemon gave no address within 10 s")
        }
        launcher = try AccessibilityLauncher(onSessionBus: address, enabled: enabled)
    }

    deinit {
        unlink(config)
    }
}
