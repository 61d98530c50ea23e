import Foundation
import XCTest

/// `make install` into a temporary DESTDIR, never the real PREFIX: what it
/// puts, that the program runs with no Swift toolchain to load, and that
/// `make uninstall` takes back exactly that.
final class InstallTests: XCTestCase {
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private var destination: TemporaryFolder!

    override func setUpWithError() throws {
        destination = try TemporaryFolder("collapsible-install")
    }

    override func tearDown() {
        destination = nil
    }

    private var files: [String] {
        let walker = FileManager.default.enumerator(atPath: destination.path)
        return (walker?.allObjects as? [String] ?? []).filter {
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: destination.path($0), isDirectory: &folder) && !folder.boolValue
        }.sorted()
    }

    func testInstallPutsARunnableProgramItsDesktopEntryIconManualPageAndMetadataAndUninstallTakesThemBack() throws {
        // Someone else's file in a shared folder, which uninstall must leave.
        let applications = destination.url.appendingPathComponent("usr/share/applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try Data("[Desktop Entry]\n".utf8).write(to: applications.appendingPathComponent("other.desktop"))

        let make = ["DESTDIR=\(destination.path)", "PREFIX=/usr"]
        let install = try Command.run("make", ["-C", Self.package.path, "--no-print-directory", "install"] + make)
        XCTAssertEqual(install.status, 0, install.errors)
        let playground = files.filter { $0 == "usr/bin/playground" || $0.hasPrefix("usr/lib/playground/") }
        XCTAssertTrue(playground.contains("usr/lib/playground/Modules/SwiftUI.swiftmodule"), "\(playground)")
        XCTAssertTrue(playground.contains("usr/lib/playground/include/CCairo/module.modulemap"), "\(playground)")
        XCTAssertTrue(playground.contains("usr/lib/playground/swift-version"), "\(playground)")
        try assertPlaygroundDrawsAFile(destination.path("usr/bin/playground"))
        XCTAssertEqual(files.filter { !playground.contains($0) }, [
            "usr/bin/collapsible-x11",
            "usr/share/applications/collapsible-x11.desktop",
            "usr/share/applications/other.desktop",
            "usr/share/icons/hicolor/256x256/apps/collapsible-x11.png",
            "usr/share/man/man1/collapsible-x11.1",
            "usr/share/man/man1/playground.1",
            "usr/share/metainfo/io.github.collapsible_x11.metainfo.xml",
        ])
        let usr = destination.url.appendingPathComponent("usr")
        let binary = usr.appendingPathComponent("bin/collapsible-x11").path

        let validate = try Command.run("desktop-file-validate", [usr.appendingPathComponent("share/applications/collapsible-x11.desktop").path])
        XCTAssertEqual(validate.status, 0)
        XCTAssertEqual(validate.output + validate.errors, "")
        let icon = try PNG.read(usr.appendingPathComponent("share/icons/hicolor/256x256/apps/collapsible-x11.png").path)
        XCTAssertEqual(icon.width, 256)
        XCTAssertEqual(icon.height, 256)
        for page in ["collapsible-x11.1", "playground.1"] {
            let man = try Command.run("man", ["--warnings", "-E", "UTF-8", "-l", usr.appendingPathComponent("share/man/man1/\(page)").path])
            XCTAssertEqual(man.status, 0, page)
            XCTAssertEqual(man.errors, "", page)
        }

        // The Swift standard library is inside the program, not beside it.
        let libraries = try Command.run("ldd", [binary])
        XCTAssertEqual(libraries.status, 0, libraries.errors)
        XCTAssertFalse(libraries.output.contains("libswift"), libraries.output)
        try assertDrawsAFrameWithTheToolchainHidden(binary)

        let uninstall = try Command.run("make", ["-C", Self.package.path, "--no-print-directory", "uninstall"] + make)
        XCTAssertEqual(uninstall.status, 0, uninstall.errors)
        XCTAssertEqual(files, ["usr/share/applications/other.desktop"])
    }

    /// The installed playground builds a learner's file against the
    /// installed framework alone, far from the checkout, and draws it.
    private func assertPlaygroundDrawsAFile(_ binary: String) throws {
        let scratch = try TemporaryFolder("playground-install")
        let file = scratch.path("Square.swift")
        try "import SwiftUI\n\n#Preview { Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40) }\n"
            .write(toFile: file, atomically: false, encoding: .utf8)
        let picture = scratch.path("square.png")
        let run = try Command.run(binary, ["--render", picture, "--size", "100x100", "--scale", "1", file],
                                  environment: ["XDG_CACHE_HOME": scratch.path("cache"), "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""],
                                  within: 120)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(try PNG.read(picture)[50, 50], 0x0000FF)
    }

    /// Covers the toolchain's library folder with an empty one, in a mount
    /// namespace of the program's own, as on a machine without Swift. The
    /// build the tests run, which loads the libraries from there, must fail
    /// in it: that shows the folder is really hidden.
    private func assertDrawsAFrameWithTheToolchainHidden(_ binary: String) throws {
        let picture = try HiddenToolchain().render(binary, in: destination)
        XCTAssertEqual(picture.width, 600)
        XCTAssertTrue(Edges.match(picture.row(120).strokeCentres, Edges.collapsed(width: 600)))
    }
}
