import Foundation
import Glibc

/// openbox managing a test's X server, with a configuration of its own and
/// a home of its own, so that nothing of the user's setup applies.
final class WindowManager {
    private let process: ChildProcess
    private let home: URL

    /// Starts openbox and waits until it manages the screen: a window
    /// manager says so with _NET_SUPPORTING_WM_CHECK on the root window.
    init(on server: XvfbServer, watchedBy x: XClient) throws {
        let executable = try Companion.require("openbox", package: "openbox")
        home = FileManager.default.temporaryDirectory.appendingPathComponent("openbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let configuration = home.appendingPathComponent("rc.xml")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <openbox_config xmlns="http://openbox.org/3.4/rc">
              <focus><focusNew>yes</focusNew></focus>
              <placement><policy>Smart</policy></placement>
              <desktops><number>1</number></desktops>
            </openbox_config>
            """.write(to: configuration, atomically: true, encoding: .utf8)
        var environment: [String: String?] = ["DISPLAY": server.display, "HOME": home.path]
        for variable in ["XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"] {
            environment[variable] = home.path
        }
        let log = try CapturedOutput()
        process = try ChildProcess(executable, ["--sm-disable", "--config-file", configuration.path], environment: environment,
                                   output: log.descriptor, errors: log.descriptor)
        // openbox names itself on the root before its loop takes map
        // requests, and a window mapped in between is never mapped: a window
        // of the tests' own that it frames says the loop runs. One that it
        // left unmapped is made again.
        let framesWindows = { () -> Bool? in
            let probe = x.mapWindow()
            defer { x.destroy(probe) }
            return waitFor(within: 0.5) { x.parent(of: probe).flatMap { $0 != x.root ? true : nil } }
        }
        guard waitFor(within: 10, { x.cardinal(x.root, "_NET_SUPPORTING_WM_CHECK", type: "WINDOW") }) != nil,
              waitFor(within: 10, framesWindows) != nil else {
            let said = log.text
            stop()
            throw StartFailure(description: "openbox did not manage the screen within 10 s; it said:\n\(said)")
        }
    }

    func stop() {
        process.stop(SIGTERM)
        try? FileManager.default.removeItem(at: home)
    }

    deinit { stop() }
}
