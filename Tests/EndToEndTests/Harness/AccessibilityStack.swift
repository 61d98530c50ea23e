import Foundation
import Glibc
import VirtualDesktop

/// The desktop's accessibility stack as the tests run it: a session bus of
/// their own with at-spi2-core's bus launcher on it, which runs the
/// accessibility bus at once, and the registry, which that bus starts when
/// the first application or client asks for it. Ended, with whatever it
/// started, when the test is done.
final class AccessibilityStack {
    let session: SessionBus
    private let launcher: AccessibilityLauncher

    /// `enabled` is the launcher's `IsEnabled` at start (`--a11y`).
    init(enabled: Bool = true) throws {
        session = try SessionBus()
        launcher = try AccessibilityLauncher(onSessionBus: session.address, enabled: enabled)
    }

    /// What the program and the assistive tool need to find the stack.
    var environment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": session.address, "XDG_RUNTIME_DIR": launcher.runtimeFolder]
    }

    var launcherPID: pid_t { launcher.process.pid }

    /// The accessibility bus's daemon.
    var launcherChildren: [pid_t] { launcher.children }

    /// Ends the accessibility bus as a crash would, and the launcher with it.
    func killBus() { launcher.killBus() }
}
