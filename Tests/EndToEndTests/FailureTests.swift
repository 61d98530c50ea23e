import CXTest
import Foundation
import Glibc
import XCTest

/// The X server missing, silent or dying: one line on stderr, a non-zero
/// status, promptly, and never a signal or a hang.
final class FailureTests: XCTestCase {
    private func assertFailedCleanly(_ exit: Program.Exit?, _ errors: String, mentioning words: String,
                                     file: StaticString = #filePath, line: UInt = #line) {
        guard let exit else { return XCTFail("the program did not exit", file: file, line: line) }
        XCTAssertFalse(exit.bySignal, "ended by signal \(exit.status)", file: file, line: line)
        XCTAssertEqual(exit.status, 1, file: file, line: line)
        XCTAssertEqual(errors.split(separator: "\n").count, 1, "stderr: \(errors)", file: file, line: line)
        XCTAssertTrue(errors.hasPrefix("collapsible-x11: "), errors, file: file, line: line)
        XCTAssertTrue(errors.contains(words), "stderr: \(errors)", file: file, line: line)
    }

    func testNoDisplay() throws {
        for display in [nil, ""] {
            let run = try Program.run([], display: display, within: 2)
            assertFailedCleanly(run.exit, run.errors, mentioning: "DISPLAY")
        }
    }

    func testNothingAtTheDisplay() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let names: [(display: String, mentioning: String)] = [
            (":9999", "no X server answers there"),
            (":9999.3", "no X server answers there"),
            ("unix:9999", "no X server answers there"),
            ("127.0.0.1:9999", "no X server answers there"),
            ("nonsense", "no X server answers there"),
            // A server, but no such screen on it.
            (server.display + ".5", "no screen 5"),
        ]
        for (display, words) in names {
            let run = try Program.run([], display: display, within: 2)
            assertFailedCleanly(run.exit, run.errors, mentioning: "cannot open X display \(display): ")
            XCTAssertTrue(run.errors.contains(words), run.errors)
        }
    }

    func testAServerThatRefusesTheConnection() throws {
        // The server lets in only clients that hold its cookie, and the
        // program runs with no XAUTHORITY of its own.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("auth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cookies = folder.appendingPathComponent("cookies").path
        _ = try Companion.require("xauth", package: "xauth")
        let xauth = try Command.run("xauth", ["-q", "-f", cookies, "add", ":0", ".", String(repeating: "5a", count: 16)])
        XCTAssertEqual(xauth.status, 0, xauth.errors)
        let server = try XvfbServer(["-auth", cookies])
        defer { server.stop() }
        let run = try Program.run([], display: server.display, within: 2,
                                  environment: ["HOME": folder.path])
        assertFailedCleanly(run.exit, run.errors, mentioning: "\(server.display): the X server refused the connection: Authorization required")
    }

    func testAServerThatNeverAnswers() throws {
        let server = try XvfbServer()
        defer {
            kill(server.pid, SIGCONT)
            server.stop()
        }
        // A stopped server still takes connections into its backlog, and
        // never replies: XOpenDisplay alone would wait for ever.
        kill(server.pid, SIGSTOP)
        let started = Date()
        let run = try Program.run(["--scale", "1"], display: server.display, within: 8)
        assertFailedCleanly(run.exit, run.errors, mentioning: "did not answer")
        XCTAssertLessThan(Date().timeIntervalSince(started), 7)
    }

    /// What the program is doing when its X server dies.
    private enum Activity {
        case idle, animating, resizing
    }

    /// Kills the server under a running program, with `signal` (SIGKILL is a
    /// crash, SIGTERM a shutdown), and checks how and how soon it ends.
    private func killServer(_ signal: Int32, while activity: Activity) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(activity == .animating ? ["--duration", "30"] : [], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: 120)
        switch activity {
        case .idle:
            break
        case .animating:
            session.x.type(XK_space, in: session.window)
            let moving = session.track(Colors.purple, at: 120, within: 2) { $0 > 38 }
            XCTAssertGreaterThan(moving.last?.x ?? 0, 38, "the animation did not start")
        case .resizing:
            // Large frames, each a full repaint, queued faster than drawn.
            for side in stride(from: 4000, through: 16000, by: 1000) {
                session.x.resize(session.window, width: side, height: side / 4)
                session.x.type(XK_space, in: session.window)
            }
        }
        session.x.close()
        let killed = Date()
        kill(server.pid, signal)
        let exit = session.exit(within: 2)
        let latency = Date().timeIntervalSince(killed)
        let what = "the server killed by signal \(signal) while the program is \(activity)"
        assertFailedCleanly(exit, exit == nil ? "" : session.program.standardError, mentioning: "lost the connection")
        XCTAssertLessThan(latency, 2, what)
        print("\(what): it exited after \(Int(latency * 1000)) ms")
    }

    func testTheServerDyingUnderAnIdleProgram() throws {
        try killServer(SIGKILL, while: .idle)
        try killServer(SIGTERM, while: .idle)
    }

    func testTheServerDyingMidAnimation() throws {
        try killServer(SIGKILL, while: .animating)
        try killServer(SIGTERM, while: .animating)
    }

    func testTheServerDyingWhileTheProgramDrawsLargeFrames() throws {
        try killServer(SIGKILL, while: .resizing)
    }

    func testAWindowDestroyedByAnotherClientEndsTheProgram() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        for arguments in [[], ["--duration", "30"]] {
            let session = try Session(arguments, on: server)
            session.waitForEdges(Edges.collapsed(width: 600), at: 120)
            if !arguments.isEmpty {
                session.x.type(XK_space, in: session.window)
                _ = session.track(Colors.purple, at: 120, within: 2) { $0 > 38 }
            }
            session.x.destroy(session.window)
            // A frame may reach the server after the window is gone, and
            // fail: the program still tells what happened.
            let exit = session.exit(within: 2)
            assertFailedCleanly(exit, exit == nil ? "" : session.program.standardError,
                                mentioning: "destroyed the window")
        }
    }

    func testAWindowTooLargeToDrawIsRefused() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let cases: [(arguments: [String], mentioning: String)] = [
            (["--size", "32767x32767"], "32767x32767"),
            (["--size", "20000x300"], "20000x300"),
            (["--size", "5000x5000", "--scale", "8"], "40000x40000"),
        ]
        for (arguments, words) in cases {
            let started = Date()
            let run = try Program.run(["--scale", "1"] + arguments, display: server.display, within: 5)
            assertFailedCleanly(run.exit, run.errors, mentioning: words)
            XCTAssertLessThan(Date().timeIntervalSince(started), 2, "\(arguments)")
        }
    }
}
