import Foundation
import XCTest

/// `make install` into a temporary DESTDIR, never the real PREFIX: what it
/// puts, that the program runs with no Swift toolchain to load, and that
/// `make uninstall` takes back exactly that.
final class InstallTests: XCTestCase {
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private var destination: URL!

    override func setUpWithError() throws {
        destination = FileManager.default.temporaryDirectory.appendingPathComponent("collapsible-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: destination)
    }

    /// Runs a command to its end; returns its status, stdout and stderr.
    @discardableResult
    private func run(_ command: String, _ arguments: [String], in folder: URL? = nil) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.currentDirectoryURL = folder
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: a full pipe would stall the command.
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complained = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, said, complained)
    }

    private var files: [String] {
        let walker = FileManager.default.enumerator(atPath: destination.path)
        return (walker?.allObjects as? [String] ?? []).filter {
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: destination.appendingPathComponent($0).path, isDirectory: &folder) && !folder.boolValue
        }.sorted()
    }

    func testInstallPutsARunnableProgramItsDesktopEntryIconAndManualPageAndUninstallTakesThemBack() throws {
        // Someone else's file in a shared folder, which uninstall must leave.
        let applications = destination.appendingPathComponent("usr/share/applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try Data("[Desktop Entry]\n".utf8).write(to: applications.appendingPathComponent("other.desktop"))

        let make = ["DESTDIR=\(destination.path)", "PREFIX=/usr"]
        let install = try run("make", ["--no-print-directory", "install"] + make, in: Self.package)
        XCTAssertEqual(install.0, 0, install.2)
        XCTAssertEqual(files, [
            "usr/bin/collapsible-x11",
            "usr/share/applications/collapsible-x11.desktop",
            "usr/share/applications/other.desktop",
            "usr/share/icons/hicolor/256x256/apps/collapsible-x11.png",
            "usr/share/man/man1/collapsible-x11.1",
        ])
        let usr = destination.appendingPathComponent("usr")
        let binary = usr.appendingPathComponent("bin/collapsible-x11").path

        let validate = try run("desktop-file-validate", [usr.appendingPathComponent("share/applications/collapsible-x11.desktop").path])
        XCTAssertEqual(validate.0, 0)
        XCTAssertEqual(validate.1 + validate.2, "")
        let icon = try PNG.read(usr.appendingPathComponent("share/icons/hicolor/256x256/apps/collapsible-x11.png").path)
        XCTAssertEqual(icon.width, 256)
        XCTAssertEqual(icon.height, 256)
        let man = try run("man", ["--warnings", "-E", "UTF-8", "-l", usr.appendingPathComponent("share/man/man1/collapsible-x11.1").path])
        XCTAssertEqual(man.0, 0)
        XCTAssertEqual(man.2, "")

        // The Swift standard library is inside the program, not beside it.
        let libraries = try run("ldd", [binary])
        XCTAssertEqual(libraries.0, 0, libraries.2)
        XCTAssertFalse(libraries.1.contains("libswift"), libraries.1)
        try assertDrawsAFrameWithTheToolchainHidden(binary)

        let uninstall = try run("make", ["--no-print-directory", "uninstall"] + make, in: Self.package)
        XCTAssertEqual(uninstall.0, 0, uninstall.2)
        XCTAssertEqual(files, ["usr/share/applications/other.desktop"])
    }

    /// Covers the toolchain's library folder with an empty one, in a mount
    /// namespace of the program's own, as on a machine without Swift. The
    /// build the tests run, which loads the libraries from there, must fail
    /// in it: that shows the folder is really hidden.
    private func assertDrawsAFrameWithTheToolchainHidden(_ binary: String) throws {
        let dynamic = try Program.binary().path
        let loaded = try run("ldd", [dynamic]).1
        guard let core = loaded.split(separator: "\n").first(where: { $0.contains("libswiftCore.so") }),
              let path = core.split(separator: " ").first(where: { $0.hasPrefix("/") }) else {
            return XCTFail("the test build does not load libswiftCore: \(loaded)")
        }
        let toolchain = URL(fileURLWithPath: String(path)).deletingLastPathComponent().path
        let frame = destination.appendingPathComponent("frame.png").path
        func hidden(_ program: String) throws -> (Int32, String, String) {
            try run("unshare", ["--mount", "sh", "-c", "mount -t tmpfs tmpfs \"$0\" && exec \"$1\" --render \"$2\"",
                                toolchain, program, frame])
        }
        let withoutToolchain = try hidden(dynamic)
        if withoutToolchain.2.contains("unshare failed") || withoutToolchain.2.contains("mount:") {
            throw XCTSkip("cannot hide \(toolchain) in a mount namespace here: \(withoutToolchain.2)")
        }
        XCTAssertNotEqual(withoutToolchain.0, 0, "the build that needs \(toolchain) ran without it")
        XCTAssertTrue(withoutToolchain.2.contains("libswift"), withoutToolchain.2)
        let installed = try hidden(binary)
        XCTAssertEqual(installed.0, 0, installed.2)
        let picture = try PNG.read(frame)
        try FileManager.default.removeItem(atPath: frame)
        XCTAssertEqual(picture.width, 600)
        XCTAssertTrue(Edges.match(picture.row(120).strokeCentres, Edges.collapsed(width: 600)))
    }
}
