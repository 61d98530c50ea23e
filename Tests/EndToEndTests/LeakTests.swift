import CXTest
import Foundation
import XCTest

/// The program built with AddressSanitizer, run to each of its ends. At exit
/// LeakSanitizer reports every block that nothing points to any more: none
/// may come from the program, whichever way it ends. Nor may a shared memory
/// segment of its frames outlive it, as `ipcs -m` would list.
final class LeakTests: XCTestCase {
    private var binary: URL!
    private var server: XvfbServer!

    /// `make test` builds the program with -sanitize=address and names it here.
    static let variable = "COLLAPSIBLE_X11_ASAN"

    override func setUpWithError() throws {
        guard let path = ProcessInfo.processInfo.environment[Self.variable] else {
            throw XCTSkip("the leak check runs the program built with -sanitize=address, which `make test` builds and names in \(Self.variable)")
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Program.NotBuilt(name: "collapsible-x11", looked: [path])
        }
        binary = URL(fileURLWithPath: path)
        server = try XvfbServer()
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    /// Libraries' own leaks, each with the reason it is not the program's.
    private static let suppressions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("leak-suppressions.txt")

    private var environment: [String: String] {
        // A leak ends the program with status 86, which it never uses itself.
        // fontconfig has no frame pointers: only the slow unwinder sees past
        // it to the calls the suppressions name.
        ["ASAN_OPTIONS": "detect_leaks=1:exitcode=86:fast_unwind_on_malloc=0",
         "LSAN_OPTIONS": "suppressions=\(Self.suppressions.path):print_suppressions=0"]
    }

    private func session(_ arguments: [String] = []) throws -> Session {
        let session = try Session(arguments, on: server, binary: binary, environment: environment)
        session.waitForEdges(Edges.collapsed(width: 600), at: session.rowY(height: 300), within: 10)
        XCTAssertFalse(SharedSegments.created(by: session.program.pid).isEmpty, "the frames are not in shared memory")
        return session
    }

    private func assertNoLeak(_ exit: Program.Exit?, status: Int32, _ errors: String, pid: pid_t? = nil,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(exit, Program.Exit(status: status, bySignal: false), errors, file: file, line: line)
        XCTAssertFalse(errors.contains("Sanitizer"), errors, file: file, line: line)
        if let pid {
            XCTAssertTrue(SharedSegments.allGone(createdBy: pid), "a shared memory segment outlived the program",
                          file: file, line: line)
        }
    }

    /// Toggles by key from rest, then by tap and by key in the middle of
    /// the motion, and resizes from 1 x 1 to the largest X allows during
    /// the motion; each round ends at rest.
    private func exercise(_ session: Session, rounds: Int = 1) throws {
        let x = session.x, window = session.window, y = session.rowY(height: 300)
        let sides = [4000, 1, 32767, 80, 1000, 600]
        let watcher = try FrameWatcher(display: session.display, window: window, y: y, width: 600)
        for round in 0..<rounds {
            x.type(XK_space, in: window)
            session.waitForMotion(at: y, "after Space, round \(round)")
            x.click(500, 150, in: window)
            session.waitForMotion(at: y, "after the tap, round \(round)")
            x.type(XK_Return, in: window)
            let side = sides[round % sides.count]
            x.resize(window, width: side, height: side)
            XCTAssertTrue(waitForFrame(watcher, session, width: side, height: side), "no frame drawn at \(side) x \(side)")
            x.resize(window, width: 600, height: 300)
            XCTAssertTrue(waitForFrame(watcher, session, width: 600, height: 300), "no frame drawn at 600 x 300 after \(side) x \(side)")
            XCTAssertTrue(session.waitUntilIdle(within: 30), "the program did not come to rest, round \(round)")
        }
    }

    /// The band of a window of `width` x `height`, drawn whole; or, where the
    /// screen shows none of it, the program at rest.
    private func waitForFrame(_ watcher: FrameWatcher, _ session: Session, width: Int, height: Int) -> Bool {
        let top = (height - 132) / 2
        guard top < session.x.screenSize.height else { return session.waitUntilIdle(within: 30) }
        return watcher.waitForWholeFrame(width: width, height: height, rows: top..<top + 132)
    }

    func testEscapeAfterManyTogglesAndResizes() throws {
        let session = try session()
        try exercise(session, rounds: 6)
        session.x.type(XK_Escape, in: session.window)
        let exit = session.exit(within: 10)
        assertNoLeak(exit, status: 0, session.program.standardError, pid: session.program.pid)
    }

    func testTheCloseButton() throws {
        let session = try session(["--animation", "spring"])
        try exercise(session)
        session.x.requestClose(session.window)
        let exit = session.exit(within: 10)
        assertNoLeak(exit, status: 0, session.program.standardError, pid: session.program.pid)
    }

    func testAWindowDestroyedByAnotherClient() throws {
        let session = try session()
        try exercise(session)
        session.x.destroy(session.window)
        let exit = session.exit(within: 10)
        assertNoLeak(exit, status: 1, session.program.standardError, pid: session.program.pid)
    }

    /// A signal ends the program where it stands, with no cleanup of its
    /// own: the segment, marked for removal, goes with the last to map it.
    func testSIGTERMInMotion() throws {
        let session = try session()
        session.x.type(XK_space, in: session.window)
        session.waitForMotion(at: session.rowY(height: 300))
        kill(session.program.pid, SIGTERM)
        XCTAssertEqual(session.exit(within: 10), Program.Exit(status: SIGTERM, bySignal: true))
        XCTAssertTrue(SharedSegments.allGone(createdBy: session.program.pid), "a shared memory segment outlived the program")
    }

    /// Xlib still frees its memory for a connection that died: at rest, in
    /// the middle of the motion, and among frames still to draw.
    func testTheServerDying() throws {
        for moment in ["at rest", "in motion", "among large frames"] {
            let server = try XvfbServer()
            defer { server.stop() }
            let session = try Session([], on: server, binary: binary, environment: environment)
            session.waitForEdges(Edges.collapsed(width: 600), at: session.rowY(height: 300), within: 10)
            XCTAssertFalse(SharedSegments.created(by: session.program.pid).isEmpty, "the frames are not in shared memory")
            try exercise(session)
            switch moment {
            case "in motion":
                session.x.type(XK_space, in: session.window)
                session.waitForMotion(at: session.rowY(height: 300))
            case "among large frames":
                for side in stride(from: 4000, through: 16000, by: 4000) {
                    session.x.resize(session.window, width: side, height: side / 4)
                }
            default:
                break
            }
            session.x.close()
            server.kill()
            let exit = session.exit(within: 10)
            assertNoLeak(exit, status: 1, "\(moment): \(session.program.standardError)", pid: session.program.pid)
        }
    }

    /// The settings portal and an XSETTINGS manager changing their minds,
    /// then the bus going away under the program, then the program quitting.
    func testTheDesktopsSettingsComingAndGoing() throws {
        let bus = try SessionBus()
        let portal = try PortalService(on: bus, answer: .scheme(1))
        let daemon = try XSettingsDaemon("Xft/DPI 98304", on: server)
        var environment = self.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let session = try Session([], on: server, scale: nil, binary: binary, environment: environment)
        session.waitForEdges(Edges.collapsed(width: 600), at: session.rowY(height: 300), within: 10)
        // Each change but the first comes while the last toggle moves the row.
        for round in 0..<4 {
            let scale = round % 2 == 0 ? 2 : 1
            portal.change(to: .scheme(round % 2 == 0 ? 2 : 1))
            try daemon.update("Xft/DPI \(scale * 98_304)\nNet/ThemeName \"Adwaita-dark\"")
            let scaled = waitFor(within: 10) { session.size == (600 * scale, 300 * scale) ? true : nil }
            XCTAssertNotNil(scaled, "round \(round): the window is \(session.size), not at scale \(scale)")
            session.x.type(XK_space, in: session.window)
            session.waitForMotion(at: session.rowY(height: 300 * scale), scale: Double(scale), "round \(round)")
        }
        portal.change(to: .wrongType)
        portal.stop()
        bus.kill()
        XCTAssertTrue(session.waitUntilIdle(within: 30), "the program did not come to rest")
        session.x.type(XK_Escape, in: session.window)
        let exit = session.exit(within: 10)
        assertNoLeak(exit, status: 0, session.program.standardError)
        daemon.stop()
    }

    func testRunsWithoutAWindow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("leaks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("frame.png").path
        let runs: [(arguments: [String], display: String?, status: Int32)] = [
            (["--render", png, "--progress", "0.5", "--animation", "spring"], nil, 0),
            (["--render", folder.appendingPathComponent("missing/frame.png").path], nil, 1),
            (["--render", png, "--icon", "64"], nil, 0),
            (["--record", folder.appendingPathComponent("motion.webp").path, "--size", "200x150"], nil, 0),
            (["--record", folder.appendingPathComponent("motion.gif").path, "--size", "200x150"], nil, 0),
            (["--record", folder.appendingPathComponent("motion.png").path], nil, 1),
            (["--record", png], nil, 1),
            (["--help"], nil, 0),
            (["--size", "0x0"], nil, 2),
            ([], nil, 1),
            ([], ":9999", 1),
            (["--scale", "1", "--size", "32767x32767"], server.display, 1),
        ]
        // A deadline for a hang, not a measure of speed. This build is not
        // optimised, so the standard library's generic accessors allocate a
        // frame at each pixel run a GIF's census counts and writes, and the
        // slow unwinder walks the whole stack at each allocation: the GIF
        // takes 13 to 15 s on a quiet machine, where the release build takes
        // under a tenth of a second.
        for run in runs {
            let result = try Program.run(run.arguments, display: run.display, within: 60, binary: binary,
                                         environment: environment)
            assertNoLeak(result.exit, status: run.status, result.errors)
        }
    }
}
