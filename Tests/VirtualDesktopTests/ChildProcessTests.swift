import Glibc
import VirtualDesktop
import XCTest

/// Child processes as the tests and the benchmark start them: their exit,
/// environment and output, a signal, a broken pipe, a program that is not
/// there, and an X server of their own or one that gives no display.
final class ChildProcessTests: XCTestCase {
    func testTheExitStatusAndWhatItWrote() throws {
        let output = try CapturedOutput(), errors = try CapturedOutput()
        let child = try ChildProcess("/bin/sh", ["-c", "echo \"$GREETING\"; echo $0 >&2; exit 3", "to-stderr"],
                                     environment: ["GREETING": "hello"], output: output.descriptor, errors: errors.descriptor)
        XCTAssertEqual(child.waitForExit(within: 10), ChildProcess.Exit(status: 3, bySignal: false))
        XCTAssertEqual(output.text, "hello\n")
        XCTAssertEqual(errors.text, "to-stderr\n")
    }

    func testAnEnvironmentOfItsOwn() throws {
        let output = try CapturedOutput()
        let child = try ChildProcess("/bin/sh", ["-c", "echo $PATH ${HOME-none}"], environment: ["PATH": "/bin"],
                                     inheriting: false, output: output.descriptor)
        XCTAssertEqual(child.waitForExit(within: 10), ChildProcess.Exit(status: 0, bySignal: false))
        XCTAssertEqual(output.text, "/bin none\n")
    }

    func testASignalEndsIt() throws {
        let child = try ChildProcess("/bin/sleep", ["60"])
        XCTAssertNil(child.waitForExit(within: 0))
        XCTAssertTrue(child.record.waitUntilIdle(quiet: 0.05, within: 10))
        child.stop(SIGTERM)
        XCTAssertEqual(child.exit, ChildProcess.Exit(status: SIGTERM, bySignal: true))
        XCTAssertFalse(child.record.waitUntilIdle(within: 1), "an ended process counts as at rest")
    }

    /// A child that ends before its parent has written to it leaves the
    /// parent a failed write, not a SIGPIPE that ends it; the child, as
    /// from a shell, dies of SIGPIPE itself.
    func testABrokenPipeEndsTheChildButNotItsParent() throws {
        let child = try ChildProcess("/bin/sh", ["-c", "kill -PIPE $$; exit 3"])
        XCTAssertEqual(child.waitForExit(within: 10), ChildProcess.Exit(status: SIGPIPE, bySignal: true))
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        var byte: UInt8 = 1
        XCTAssertEqual(write(ends[1], &byte, 1), -1)
        XCTAssertEqual(errno, EPIPE)
        close(ends[1])
    }

    func testAProgramThatIsNotThere() {
        XCTAssertThrowsError(try ChildProcess("/nonexistent/program", []))
    }

    func testAnXServerOfItsOwn() throws {
        let server = try VirtualServer(width: 320, height: 200)
        XCTAssertTrue(server.display.hasPrefix(":"))
        XCTAssertEqual(server.process.record.state().map { "RS".contains($0) }, true)
        server.stop()
        XCTAssertEqual(server.process.exit?.bySignal, false, "Xvfb ends cleanly on SIGTERM")
    }

    /// The shell takes -displayfd for options it does not know, says so, and ends.
    func testAServerThatGivesNoDisplaySaysWhatItSaid() {
        XCTAssertThrowsError(try VirtualServer("/bin/sh", [])) { error in
            let said = "\(error)".split(separator: "\n", maxSplits: 1)
            XCTAssertEqual(said.first, "sh gave no display number within 10 s; it said:")
            XCTAssertTrue(said.last?.contains("-d") == true, "\(error)")
        }
    }
}
