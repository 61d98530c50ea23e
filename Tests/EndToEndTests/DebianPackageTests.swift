import CXTest
import Foundation
import FoundationXML
import Glibc
import XCTest

/// `make deb`: the Debian package, built once for all the tests here by
/// Debian's own tools and checked by them; built a second time from a copy
/// of the sources elsewhere, to the same bytes; installed on this machine,
/// run with no Swift toolchain to load, and removed, leaving nothing.
final class DebianPackageTests: XCTestCase {
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    nonisolated(unsafe) private static var shared: Result<PackageBuild, Error>?

    /// The build every test here shares, made by the first that asks.
    private func build() throws -> PackageBuild {
        if Self.shared == nil {
            Self.shared = Result { try PackageBuild(in: Self.package) }
        }
        return try Self.shared!.get()
    }

    /// The version the program gives, "1.0.0" of "collapsible-x11 1.0.0".
    private func programVersion() throws -> String {
        let said = try Program.run(["--version"])
        XCTAssertEqual(said.exit, Program.Exit(status: 0, bySignal: false), said.errors)
        return try XCTUnwrap(said.output.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
    }

    func testThePackageIsNamedForTheProgramsVersionAndDependsOnEveryLibraryItLinks() throws {
        let build = try build()
        let version = try programVersion()
        let architecture = try Command.run("dpkg-architecture", ["-q", "DEB_HOST_ARCH"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(build.program.lastPathComponent, "collapsible-x11_\(version)_\(architecture).deb")
        XCTAssertEqual(try build.field("Version"), version)

        let depends = Set(try build.field("Depends").split(separator: ",")
            .map { String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " }) })
        XCTAssertFalse(depends.contains { $0.contains("swift") }, "\(depends)")
        let contents = try build.unpacked()
        let dynamic = try Command.run("readelf", ["--dynamic", contents.path("usr/bin/collapsible-x11")])
        XCTAssertEqual(dynamic.status, 0, dynamic.errors)
        let needed = dynamic.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }
            .compactMap { $0.split(separator: "[").last?.split(separator: "]").first.map(String.init) }
        XCTAssertTrue(needed.contains("libX11.so.6") && needed.contains("libcairo.so.2"), "\(needed)")
        // dpkg's lines of owners: "libx11-6:amd64: /usr/lib/x86_64-linux-gnu/libX11.so.6".
        let owners = try Command.run("dpkg", ["--search"] + needed.map { "*/\($0)" }).output.split(separator: "\n")
        for library in needed {
            let packages = owners.filter { $0.hasSuffix("/\(library)") }.compactMap { $0.split(separator: ":").first.map(String.init) }
            XCTAssertFalse(depends.isDisjoint(with: packages), "\(library), of \(packages), is in no package of Depends: \(depends)")
        }
    }

    func testLintianFindsNoErrorAndNoWarning() throws {
        let build = try build()
        let lintian = try Command.run("lintian", ["--fail-on", "error,warning", "--info"] + build.packages.map(\.path))
        let tags = lintian.output.split(separator: "\n").filter { $0.hasPrefix("E:") || $0.hasPrefix("W:") }
        XCTAssertEqual(lintian.status, 0, lintian.output + lintian.errors)
        XCTAssertEqual(tags, [], lintian.output)
    }

    /// The second build starts from nothing: its own folder, elsewhere, with
    /// no build products, so that no path, time or cache of the first can
    /// make them alike.
    func testTwoBuildsOfTheSameSourcesAreTheSameBytes() throws {
        let build = try build()
        let elsewhere = try TemporaryFolder("collapsible-deb-again")
        let sources = elsewhere.url.appendingPathComponent("collapsible-x11")
        let files = try Command.run("git", ["-C", Self.package.path, "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
        XCTAssertEqual(files.status, 0, files.errors)
        for file in files.output.split(separator: "\0").map(String.init)
        where FileManager.default.fileExists(atPath: Self.package.appendingPathComponent(file).path) {
            let copy = sources.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.package.appendingPathComponent(file), to: copy)
        }
        let again = try PackageBuild(in: sources)
        XCTAssertEqual(again.packages.map(\.lastPathComponent), build.packages.map(\.lastPathComponent))
        for (first, second) in zip(build.packages, again.packages) {
            XCTAssertEqual(try Data(contentsOf: first), try Data(contentsOf: second), "\(first.lastPathComponent) differs")
        }
    }

    func testTheMetadataValidatesAndNamesWhatThePackageHolds() throws {
        let contents = try build().unpacked()
        let desktop = contents.path("usr/share/applications/collapsible-x11.desktop")
        let validDesktop = try Command.run("desktop-file-validate", [desktop])
        XCTAssertEqual(validDesktop.status, 0)
        XCTAssertEqual(validDesktop.output + validDesktop.errors, "")
        let entry = try String(contentsOfFile: desktop, encoding: .utf8).split(separator: "\n")
        XCTAssertTrue(entry.contains("StartupWMClass=collapsible-x11"), "\(entry)")
        XCTAssertTrue(entry.contains { $0.hasPrefix("Keywords=") && $0.count > "Keywords=".count }, "\(entry)")
        XCTAssertTrue(entry.contains { $0.hasPrefix("Categories=") && $0.count > "Categories=".count }, "\(entry)")

        let metainfo = contents.path("usr/share/metainfo/io.github.collapsible_x11.metainfo.xml")
        let validated = try Command.run("appstreamcli", ["validate", "--no-net", metainfo])
        let issues = validated.output.split(separator: "\n").filter { $0.hasPrefix("E:") || $0.hasPrefix("W:") }
        XCTAssertEqual(validated.status, 0, validated.output + validated.errors)
        XCTAssertEqual(issues, [], validated.output)

        let component = try XCTUnwrap(XMLDocument(contentsOf: URL(fileURLWithPath: metainfo)).rootElement())
        func texts(_ path: String) throws -> [String] { try component.nodes(forXPath: path).compactMap(\.stringValue) }
        XCTAssertEqual(try texts("id"), ["io.github.collapsible_x11"])
        XCTAssertEqual(try texts("launchable[@type='desktop-id']"), ["collapsible-x11.desktop"])
        XCTAssertEqual(try texts("provides/binary"), ["collapsible-x11"])
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: contents.path("usr/bin/collapsible-x11")))
        XCTAssertEqual(try texts("releases/release/@version").first, try programVersion())
        XCTAssertEqual(try texts("content_rating/@type"), ["oars-1.1"])
        let copyright = try String(contentsOf: Self.package.appendingPathComponent("debian/copyright"), encoding: .utf8)
        let license = try XCTUnwrap(texts("project_license").first)
        XCTAssertTrue(copyright.contains("Files: *\n") && copyright.contains("License: \(license)\n"), "\(license) is not debian/copyright's")

        // The screenshots are the pictures make images draws, at their size.
        let images = try component.nodes(forXPath: "screenshots/screenshot/image").compactMap { $0 as? XMLElement }
        XCTAssertEqual(images.compactMap { $0.stringValue.map { URL(string: $0)?.lastPathComponent } },
                       ["collapsed.png", "expanded.png"])
        for image in images {
            let url = try XCTUnwrap(image.stringValue.flatMap(URL.init(string:)))
            XCTAssertEqual(url.scheme, "https")
            let picture = try PNG.read(Self.package.appendingPathComponent("docs/\(url.lastPathComponent)").path)
            XCTAssertEqual(image.attribute(forName: "width")?.stringValue, "\(picture.width)")
            XCTAssertEqual(image.attribute(forName: "height")?.stringValue, "\(picture.height)")
        }
    }

    func testTheInstalledProgramRunsWithoutTheToolchainAndRemovingThePackageLeavesNothing() throws {
        guard getuid() == 0 else {
            throw XCTSkip("installing a package on this machine takes root")
        }
        let status = try Command.run("dpkg-query", ["--show", "--showformat=${db:Status-Abbrev}", "collapsible-x11"]).output
        guard !status.hasPrefix("ii") && !status.hasPrefix("rc") else {
            return XCTFail("collapsible-x11 is installed on this machine (\(status)): the test installs and removes its own")
        }
        let build = try build()
        let listed = try Command.run("dpkg-deb", ["--contents", build.program.path])
        XCTAssertEqual(listed.status, 0, listed.errors)
        let shipped = Set(listed.output.split(separator: "\n").compactMap { line -> String? in
            guard let path = line.split(separator: " ").last else { return nil }
            let absolute = String(path.dropFirst()).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            return absolute.isEmpty ? nil : "/" + absolute
        })
        let before = shipped.filter { FileManager.default.fileExists(atPath: $0) }

        let install = try Command.run("dpkg", ["--install", build.program.path])
        defer { _ = try? Command.run("dpkg", ["--remove", "collapsible-x11"]) }
        XCTAssertEqual(install.status, 0, install.output + install.errors)
        let installed = try Command.run("dpkg", ["--listfiles", "collapsible-x11"])
        XCTAssertEqual(installed.status, 0, installed.errors)
        let files = Set(installed.output.split(separator: "\n").map(String.init)).subtracting(["/."])
        XCTAssertEqual(files, shipped)

        let binary = "/usr/bin/collapsible-x11"
        let hidden = try HiddenToolchain()
        let version = try hidden.run(binary, ["--version"])
        XCTAssertEqual(version.status, 0, version.errors)
        XCTAssertEqual(version.output, "collapsible-x11 \(try programVersion())\n")
        let scratch = try TemporaryFolder("collapsible-deb-run")
        let picture = try hidden.render(binary, in: scratch)
        XCTAssertTrue(Edges.match(picture.row(120).strokeCentres, Edges.collapsed(width: 600)))
        try assertTogglesInAWindow(try hidden.launcher(for: binary, in: scratch))

        let remove = try Command.run("dpkg", ["--remove", "collapsible-x11"])
        XCTAssertEqual(remove.status, 0, remove.output + remove.errors)
        let left = shipped.subtracting(before).filter { FileManager.default.fileExists(atPath: $0) }
        XCTAssertEqual(left, [], "left by dpkg --remove")
        let after = try Command.run("dpkg-query", ["--show", "--showformat=${db:Status-Abbrev}", "collapsible-x11"]).output
        XCTAssertFalse(after.hasPrefix("ii") || after.hasPrefix("rc"), after)
    }

    /// Opens the window under Xvfb, toggles it by a key and by a click, and
    /// quits it with q.
    private func assertTogglesInAWindow(_ launcher: URL) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session([], on: server, binary: launcher)
        let y = session.rowY(height: 300)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        session.x.type(XK_space, in: session.window)
        session.waitForEdges(Edges.expanded(width: 600), at: y)
        session.x.click(500, 150, in: session.window)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        session.x.type(XK_q, in: session.window)
        XCTAssertEqual(session.exit(within: 5), Program.Exit(status: 0, bySignal: false), session.program.standardError)
    }
}
