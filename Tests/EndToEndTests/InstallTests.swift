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
        let install = try Command.run("make", ["--no-print-directory", "install"] + make, in: Self.package)
        XCTAssertEqual(install.status, 0, install.errors)
        XCTAssertEqual(files, [
            "usr/bin/collapsible-x11",
            "usr/share/applications/collapsible-x11.desktop",
            "usr/share/applications/other.desktop",
            "usr/share/icons/hicolor/256x256/apps/collapsible-x11.png",
            "usr/share/man/man1/collapsible-x11.1",
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
        let man = try Command.run("man", ["--warnings", "-E", "UTF-8", "-l", usr.appendingPathComponent("share/man/man1/collapsible-x11.1").path])
        XCTAssertEqual(man.status, 0)
        XCTAssertEqual(man.errors, "")

        // The Swift standard library is inside the program, not beside it.
        let libraries = try Command.run("ldd", [binary])
        XCTAssertEqual(libraries.status, 0, libraries.errors)
        XCTAssertFalse(libraries.output.contains("libswift"), libraries.output)
        try assertDrawsAFrameWithTheToolchainHidden(binary)

        let uninstall = try Command.run("make", ["--no-print-directory", "uninstall"] + make, in: Self.package)
        XCTAssertEqual(uninstall.status, 0, uninstall.errors)
        XCTAssertEqual(files, ["usr/share/applications/other.desktop"])
    }

    /// The installed program begins its code with the functions that start-up
    /// and a toggle run (scripts/code-order.txt), which keeps them in a few
    /// pages: half of them lie in the first quarter of the code, where the
    /// linker left to itself spreads them over all of it. A list gone stale
    /// after a change to the code or the toolchain names functions that are
    /// no more: `make code-order` makes it again.
    func testTheInstalledProgramsCodeBeginsWithWhatStartUpRuns() throws {
        let install = try Command.run("make", ["--no-print-directory", "install", "DESTDIR=\(destination.path)"], in: Self.package)
        XCTAssertEqual(install.status, 0, install.errors)
        let symbols = try Command.run("nm", ["--defined-only", "--numeric-sort", destination.path("usr/local/bin/collapsible-x11")])
        XCTAssertEqual(symbols.status, 0, symbols.errors)
        let code = symbols.output.split(separator: "\n").compactMap { line -> (address: UInt64, name: String)? in
            let fields = line.split(separator: " ")
            guard fields.count == 3, "tTwW".contains(fields[1]), let address = UInt64(fields[0], radix: 16) else { return nil }
            return (address, String(fields[2]))
        }
        let order = Set(try String(contentsOf: Self.package.appendingPathComponent("scripts/code-order.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init))
        let listed = code.filter { order.contains($0.name) }.map(\.address)
        let missing = order.count - Set(code.map(\.name)).intersection(order).count
        XCTAssertLessThanOrEqual(missing * 10, order.count, "\(missing) of the \(order.count) functions listed are gone: make code-order")
        guard let first = code.first?.address, let last = code.last?.address, !listed.isEmpty else {
            return XCTFail("no code found in the installed program: \(symbols.errors)")
        }
        let median = listed[listed.count / 2] - first
        XCTAssertLessThan(median * 4, last - first,
                          "half the listed functions lie beyond \(median / 1024) KiB of \((last - first) / 1024) KiB of code")
    }

    private func assertDrawsAFrameWithTheToolchainHidden(_ binary: String) throws {
        let picture = try HiddenToolchain().render(binary, in: destination)
        XCTAssertEqual(picture.width, 600)
        XCTAssertTrue(Edges.match(picture.row(120).strokeCentres, Edges.collapsed(width: 600)))
    }
}
