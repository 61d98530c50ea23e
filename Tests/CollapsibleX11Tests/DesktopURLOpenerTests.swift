import XCTest
import CollapsibleCore
@testable import CollapsibleX11

/// A link opened as the desktop opens it: `xdg-open` found on `PATH`, here
/// a script of the test's that records what it was given, run for real.
final class DesktopURLOpenerTests: XCTestCase {
    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    private var folder: URL!
    private var path: String?

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = ProcessInfo.processInfo.environment["PATH"]
        setenv("PATH", folder.path + ":" + (path ?? "/usr/bin:/bin"), 1)
    }

    override func tearDownWithError() throws {
        if let path { setenv("PATH", path, 1) } else { unsetenv("PATH") }
        try? FileManager.default.removeItem(at: folder)
    }

    /// An `xdg-open` that writes how many arguments it had and the first,
    /// then exits with `status`.
    private func fakeOpener(exiting status: Int = 0) throws -> URL {
        let record = folder.appendingPathComponent("asked")
        let script = """
        #!/bin/sh
        printf '%s\\n%s\\n' "$#" "$1" > '\(record.path).part'
        mv '\(record.path).part' '\(record.path)'
        exit \(status)
        """
        let opener = folder.appendingPathComponent("xdg-open")
        try script.write(to: opener, atomically: true, encoding: .utf8)
        chmod(opener.path, 0o755)
        return record
    }

    private func waitFor<T>(_ what: String, _ found: () -> T?) throws -> T {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let value = found() { return value }
            usleep(5_000)
        }
        throw NoSign(what: what)
    }

    private struct NoSign: Error, CustomStringConvertible {
        let what: String
        var description: String { "no \(what) within 10 seconds" }
    }

    func testTheURLIsXdgOpensOneArgumentAndNoShellReadsIt() throws {
        let record = try fakeOpener()
        let lines = Lines()
        let url = "https://example.org/a b?q=$(touch x)&r='1';echo"
        XCTAssertTrue(DesktopURLOpener(diagnostics: Diagnostics { lines.add($0) }).open(url))
        let asked = try waitFor("record") { try? String(contentsOf: record, encoding: .utf8) }
        XCTAssertEqual(asked, "1\n\(url)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x").path))
        XCTAssertEqual(lines.all, [])
    }

    func testAnOpenerThatFailsIsOneLine() throws {
        _ = try fakeOpener(exiting: 3)
        let lines = Lines()
        XCTAssertTrue(DesktopURLOpener(diagnostics: Diagnostics { lines.add($0) }).open("https://example.org"))
        let said = try waitFor("line") { lines.all.isEmpty ? nil : lines.all }
        XCTAssertEqual(said, ["xdg-open could not open https://example.org (it exited with status 3)"])
    }

    func testWithNoOpenerOnThePathThePressIsOneLine() throws {
        setenv("PATH", folder.path, 1)
        let lines = Lines()
        XCTAssertFalse(DesktopURLOpener(diagnostics: Diagnostics { lines.add($0) }).open("https://example.org"))
        XCTAssertEqual(lines.all, ["cannot open https://example.org: xdg-open could not be started (No such file or directory)"])
    }

    func testAnArgumentThatXdgOpenWouldReadAsAnOptionIsRefused() throws {
        let record = try fakeOpener()
        let lines = Lines()
        XCTAssertFalse(DesktopURLOpener(diagnostics: Diagnostics { lines.add($0) }).open("--help"))
        XCTAssertEqual(lines.all, ["cannot open \"--help\": it is not a URL"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: record.path))
    }
}
