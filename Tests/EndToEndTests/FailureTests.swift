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
        let run = try Program.run([], display: nil, within: 2)
        assertFailedCleanly(run.exit, run.errors, mentioning: "DISPLAY")
    }

    func testNothingAtTheDisplay() throws {
        let run = try Program.run([], display: ":9999", within: 2)
        assertFailedCleanly(run.exit, run.errors, mentioning: ":9999")
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

    /// Kills the server under a running program and checks how it ends.
    private func killServer(whileAnimating: Bool) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(whileAnimating ? ["--duration", "30"] : [], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: 120)
        if whileAnimating {
            session.x.type(XK_space, in: session.window)
            let moving = session.track(Colors.purple, at: 120, within: 2) { $0 > 38 }
            XCTAssertGreaterThan(moving.last?.x ?? 0, 38, "the animation did not start")
        }
        session.x.close()
        let killed = Date()
        server.kill()
        let exit = session.exit(within: 2)
        let latency = Date().timeIntervalSince(killed)
        assertFailedCleanly(exit, exit == nil ? "" : session.program.standardError, mentioning: "lost the connection")
        XCTAssertLessThan(latency, 2)
    }

    func testTheServerDyingUnderAnIdleProgram() throws {
        try killServer(whileAnimating: false)
    }

    func testTheServerDyingMidAnimation() throws {
        try killServer(whileAnimating: true)
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
            // Mid-animation the next frame may reach the server after the
            // window is gone: that request's error must not end it Xlib's way.
            let exit = session.exit(within: 2)
            assertFailedCleanly(exit, exit == nil ? "" : session.program.standardError,
                                mentioning: arguments.isEmpty ? "destroyed the window" : "X server")
        }
    }

    func testAWindowTooLargeToDrawIsRefused() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let started = Date()
        let run = try Program.run(["--scale", "1", "--size", "32767x32767"], display: server.display, within: 5)
        assertFailedCleanly(run.exit, run.errors, mentioning: "32767x32767")
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    }
}
