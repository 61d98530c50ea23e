import Foundation
import Glibc
import XCTest

/// Xorg with the dummy video driver. Unlike Xvfb, whose RandR modes are all
/// zeros and cannot be changed, its monitors have modes with real timing,
/// which a refresh rate comes from; modes can be made up (1000 Hz, 0 Hz),
/// and monitors turned on and off. Here two side by side: DUMMY0 at 60 Hz
/// from x = 0, DUMMY1 at 75 Hz from x = 1024, each 1024 x 768.
final class DummyMonitors {
    let server: XvfbServer
    private let folder: URL

    static let width = 1024

    /// `arguments` are added to Xorg's own, such as `-extension NAME`.
    init(_ arguments: [String] = []) throws {
        // Xorg opens no seat of its own for another user, as CI runs it.
        guard getuid() == 0 else { throw XCTSkip("Xorg with the dummy driver starts here only as root") }
        // Even with no screen to drive, Xorg takes a virtual console.
        guard FileManager.default.fileExists(atPath: "/dev/tty0") else {
            throw XCTSkip("Xorg needs a virtual console (/dev/tty0), which this machine lacks")
        }
        guard let xorg = findOnPath("Xorg"),
              FileManager.default.fileExists(atPath: "/usr/lib/xorg/modules/drivers/dummy_drv.so") else {
            throw StartFailure(description: "Xorg's dummy driver is not installed (scripts/install-deps installs xserver-xorg-video-dummy)")
        }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dummy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("xorg.conf")
        try """
        Section "Device"
            Identifier "dummy"
            Driver "dummy"
            VideoRam 65536
        EndSection
        Section "Monitor"
            Identifier "monitor"
            HorizSync 1.0 - 2000.0
            VertRefresh 1.0 - 2000.0
        EndSection
        Section "Screen"
            Identifier "screen"
            Device "dummy"
            Monitor "monitor"
            DefaultDepth 24
            SubSection "Display"
                Depth 24
                Virtual 2048 768
            EndSubSection
        EndSection
        """.write(to: config, atomically: true, encoding: .utf8)
        server = try XvfbServer(xorg, ["-config", config.path, "-noreset", "-nolisten", "tcp", "-novtswitch", "-sharevts",
                                       "-logfile", folder.appendingPathComponent("xorg.log").path] + arguments)
        try xrandr("--output", "DUMMY0", "--mode", "1024x768", "--rate", "60", "--pos", "0x0")
        // Modes by their timing: dot clock / (htotal x vtotal) is the rate.
        try xrandr("--newmode", "75Hz", "78.75", "1024", "1040", "1136", "1312", "768", "769", "772", "800")
        try xrandr("--newmode", "1000Hz", "1310.72", "1024", "1025", "1026", "1280", "768", "769", "770", "1024")
        try xrandr("--newmode", "0Hz", "0", "1024", "1025", "1026", "1280", "768", "769", "770", "1024")
        for mode in ["75Hz", "1000Hz", "0Hz"] {
            try xrandr("--addmode", "DUMMY0", mode)
            try xrandr("--addmode", "DUMMY1", mode)
        }
        try xrandr("--output", "DUMMY1", "--mode", "75Hz", "--pos", "1024x0")
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func xrandr(_ arguments: String...) throws {
        _ = try Companion.require("xrandr", package: "x11-xserver-utils")
        guard try Command.run("xrandr", arguments, environment: ["DISPLAY": server.display]).status == 0 else {
            throw Failure(description: "xrandr \(arguments.joined(separator: " ")) failed")
        }
    }
}
