import CXTest
import Foundation
import FoundationXML
import Glibc
import XCTest

/// `make deb`: the Debian packages, the program's and the playground's,
/// built once for all the tests here by Debian's own tools and checked by
/// them; installed on this machine, the program run with no Swift
/// toolchain to load, the playground with the toolchain that built it and
/// refusing another, and removed, leaving nothing.
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

    /// The playground needs the toolchain that built it; the program, none.
    func testThePlaygroundIsAPackageOfItsOwnThatNeedsTheProgramAtItsVersionAndNamesItsToolchain() throws {
        let build = try build()
        let version = try programVersion()
        XCTAssertEqual(try build.field("Version", of: build.playground), version)
        let depends = try build.field("Depends", of: build.playground).split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(depends.contains("collapsible-x11 (= \(version))"), "\(depends)")
        let swift = try Command.run("swiftc", ["--version"])
        let toolchain = try XCTUnwrap(swift.output.split(separator: "\n").first.map(String.init))
        let description = try build.field("Description", of: build.playground).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        XCTAssertTrue(description.contains("the Swift toolchain of \(toolchain) from swift.org"), description)

        let program = try build.shipped(build.program)
        let playground = try build.shipped(build.playground)
        XCTAssertFalse(program.contains { $0.hasSuffix("/playground") || $0.contains("/playground/") }, "\(program)")
        for file in ["/usr/bin/playground", "/usr/lib/playground/playground", "/usr/lib/playground/swift-version",
                     "/usr/lib/playground/Modules/SwiftUI.swiftmodule", "/usr/lib/playground/include/CCairo/module.modulemap"] {
            XCTAssertTrue(playground.contains(file), "\(file) is not in \(playground)")
        }
        let contents = try build.unpacked(build.playground)
        let recorded = try String(contentsOfFile: contents.path("usr/lib/playground/swift-version"), encoding: .utf8)
        XCTAssertEqual(recorded, toolchain + "\n")
    }

    func testLintianFindsNoErrorAndNoWarning() throws {
        let build = try build()
        let lintian = try Command.run("lintian", ["--fail-on", "error,warning", "--info"] + build.packages.map(\.path))
        let tags = lintian.output.split(separator: "\n").filter { $0.hasPrefix("E:") || $0.hasPrefix("W:") }
        XCTAssertEqual(lintian.status, 0, lintian.output + lintian.errors)
        XCTAssertEqual(tags, [], lintian.output)
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
        let names = ["collapsible-x11", "collapsible-x11-playground"]
        for name in names {
            let status = try Command.run("dpkg-query", ["--show", "--showformat=${db:Status-Abbrev}", name]).output
            guard !status.hasPrefix("ii") && !status.hasPrefix("rc") else {
                return XCTFail("\(name) is installed on this machine (\(status)): the test installs and removes its own")
            }
        }
        let build = try build()
        let shipped = [try build.shipped(build.program), try build.shipped(build.playground)]
        let before = shipped.map { $0.filter { FileManager.default.fileExists(atPath: $0) } }

        let install = try Command.run("dpkg", ["--install", build.program.path, build.playground.path])
        defer { _ = try? Command.run("dpkg", ["--remove"] + names.reversed()) }
        XCTAssertEqual(install.status, 0, install.output + install.errors)
        for (name, files) in zip(names, shipped) {
            let installed = try Command.run("dpkg", ["--listfiles", name])
            XCTAssertEqual(installed.status, 0, installed.errors)
            XCTAssertEqual(Set(installed.output.split(separator: "\n").map(String.init)).subtracting(["/."]), files)
        }

        let binary = "/usr/bin/collapsible-x11"
        let hidden = try HiddenToolchain()
        let version = try hidden.run(binary, ["--version"])
        XCTAssertEqual(version.status, 0, version.errors)
        XCTAssertEqual(version.output, "collapsible-x11 \(try programVersion())\n")
        let scratch = try TemporaryFolder("collapsible-deb-run")
        let picture = try hidden.render(binary, in: scratch)
        XCTAssertTrue(Edges.match(picture.row(120).strokeCentres, Edges.collapsed(width: 600)))
        try assertTogglesInAWindow(try hidden.launcher(for: binary, in: scratch))
        try assertPlaygroundDrawsAFileWithItsToolchainAndRefusesAnother("/usr/bin/playground", in: scratch)

        let remove = try Command.run("dpkg", ["--remove"] + names.reversed())
        XCTAssertEqual(remove.status, 0, remove.output + remove.errors)
        for (name, (files, there)) in zip(names, zip(shipped, before)) {
            let left = files.subtracting(there).filter { FileManager.default.fileExists(atPath: $0) }
            XCTAssertEqual(left, [], "left by dpkg --remove \(name)")
            let after = try Command.run("dpkg-query", ["--show", "--showformat=${db:Status-Abbrev}", name]).output
            XCTAssertFalse(after.hasPrefix("ii") || after.hasPrefix("rc"), after)
        }
    }

    /// The installed playground draws a learner's file with the toolchain on
    /// PATH; with a swiftc of another version first on PATH, or none, it
    /// says in one line which toolchain it needs, and builds nothing.
    private func assertPlaygroundDrawsAFileWithItsToolchainAndRefusesAnother(_ binary: String, in scratch: TemporaryFolder) throws {
        let file = scratch.path("Square.swift")
        try "import SwiftUI\n\n#Preview { Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40) }\n"
            .write(toFile: file, atomically: false, encoding: .utf8)
        let picture = scratch.path("square.png")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let cache = scratch.path("cache")
        let drawn = try Command.run(binary, ["--render", picture, "--size", "100x100", "--scale", "1", file],
                                    environment: ["XDG_CACHE_HOME": cache, "PATH": path], within: 120)
        XCTAssertEqual(drawn.status, 0, drawn.errors)
        XCTAssertEqual(try PNG.read(picture)[50, 50], 0x0000FF)

        let toolchain = try XCTUnwrap(try Command.run("swiftc", ["--version"]).output.split(separator: "\n").first)
        let other = scratch.path("other")
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        try "#!/bin/sh\necho 'Swift version 5.10 (swift-5.10-RELEASE)'\necho 'Target: x86_64-unknown-linux-gnu'\n"
            .write(toFile: "\(other)/swiftc", atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(other)/swiftc")
        let needed = "playground: needs the Swift toolchain of \(toolchain), its swiftc first on PATH or named by SWIFTC; found "
        for (environment, found) in [(["PATH": "\(other):\(path)"], "Swift version 5.10 (swift-5.10-RELEASE) at \(other)/swiftc"),
                                     (["PATH": "/usr/bin:/bin"], "no swiftc")] {
            try? FileManager.default.removeItem(atPath: picture)
            let refused = try Command.run(binary, ["--render", picture, file], environment: environment.merging(["XDG_CACHE_HOME": cache]) { $1 })
            XCTAssertEqual(refused.status, 69, refused.errors)
            XCTAssertEqual(refused.errors, needed + found + "\n")
            XCTAssertEqual(refused.output, "")
            XCTAssertFalse(FileManager.default.fileExists(atPath: picture))
        }
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
