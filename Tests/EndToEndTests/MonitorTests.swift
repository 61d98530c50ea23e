import CXTest
import Foundation
import XCTest

/// Monitors whose refresh rate is real, absurd or none, and that come and
/// go, on Xorg's dummy driver. Whatever they report, the motion ends at its
/// time, never faster than the server shows frames, and never hangs.
final class MonitorTests: XCTestCase {
    private let y = 120

    /// Present paces the frames; RandR's word on the rate does not matter.
    func testRatesOf1000And0HzReportedWithPresent() throws {
        let monitors = try DummyMonitors()
        for mode in ["1000Hz", "0Hz"] {
            try monitors.xrandr("--output", "DUMMY0", "--mode", mode)
            let session = try Session([], on: monitors.server)
            session.waitForEdges(Edges.collapsed(width: 600), at: y)
            XCTAssertTrue(session.waitUntilIdle(), "\(mode): the program did not come to rest")
            let watcher = try FrameWatcher(display: monitors.server.display, window: session.window, y: y, width: 600)
            session.x.type(XK_space, in: session.window)
            watcher.record { abs(($0.lastItemProgress ?? -1) - 1) < 0.003 }
            let shownAt = watcher.frames.compactMap(\.shownAt?.count)
            XCTAssertEqual(shownAt, shownAt.sorted(), mode)
            XCTAssertEqual(Set(shownAt).count, shownAt.count, "\(mode): two frames for one blank")
            let line = try XCTUnwrap(BlankLine(watcher.blanks), mode)
            let first = try XCTUnwrap(shownAt.first, mode), last = try XCTUnwrap(shownAt.last, mode)
            // Shown from the blank after the last one reported.
            let took = line.time(of: last + 1) - line.time(of: first - 1)
            let period = line.time(of: 1) - line.time(of: 0)
            XCTAssertTrue((0.35 - 0.001...0.35 + period + 0.001).contains(took), "\(mode): the motion took \(took) s")
            session.x.type(XK_Escape, in: session.window)
            XCTAssertEqual(session.exit(within: 5), Program.Exit(status: 0, bySignal: false), mode)
        }
    }

    /// With Present, a change of monitors has the program measure the pace
    /// again at once, before anything moves: the blanks it measured may be
    /// another monitor's. (The dummy driver's Present keeps 60 Hz in any
    /// mode; FrameClockTests feeds a new pace in.)
    func testWithPresentAChangeOfMonitorsHasThePaceMeasuredAgain() throws {
        let monitors = try DummyMonitors()
        let session = try Session([], on: monitors.server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        XCTAssertTrue(session.waitUntilIdle(), "the program did not come to rest")
        let watcher = try FrameWatcher(display: monitors.server.display, window: session.window, y: y, width: 600)
        try monitors.xrandr("--output", "DUMMY0", "--mode", "75Hz")
        watcher.record(within: 0.5) { _ in false }
        XCTAssertGreaterThanOrEqual(watcher.blanks.count, 2, "blanks asked for after the change")
        XCTAssertEqual(watcher.frames.count, 0, "nothing moved, nothing drawn")
        XCTAssertTrue(session.waitUntilIdle(), "the program did not come to rest")
    }

    /// Without generic events Present cannot speak: the frames come on a
    /// timer at the rate of the monitor under the window, read again when
    /// the window moves or the monitor changes; 60 Hz for a rate that is
    /// none or no monitor's.
    func testWithoutPresentTheTimerFollowsTheMonitorUnderTheWindow() throws {
        let monitors = try DummyMonitors(["-extension", "Generic Event Extension"])
        let session = try Session([], on: monitors.server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        try checkFrames(session, monitors: monitors, rate: 60, "on the 60 Hz monitor", expanding: true)
        session.x.move(session.window, x: DummyMonitors.width + 100, y: 0)
        try checkFrames(session, monitors: monitors, rate: 75, "moved onto the 75 Hz monitor", expanding: false)
        for (mode, expanding) in [("1000Hz", true), ("0Hz", false)] {
            try monitors.xrandr("--output", "DUMMY1", "--mode", mode)
            try checkFrames(session, monitors: monitors, rate: 60, "with \(mode) reported", expanding: expanding)
        }
    }

    /// The monitor under the window goes away mid-animation, with Present
    /// and without it.
    func testTheMonitorTurnedOffMidAnimation() throws {
        for arguments in [[], ["-extension", "Generic Event Extension"]] {
            let monitors = try DummyMonitors(arguments)
            let session = try Session([], on: monitors.server)
            session.waitForEdges(Edges.collapsed(width: 600), at: y)
            session.x.type(XK_space, in: session.window)
            session.waitForMotion(at: y, "\(arguments)")
            try monitors.xrandr("--output", "DUMMY0", "--off")
            session.waitForEdges(Edges.expanded(width: 600), at: y, within: 2, "\(arguments)")
            XCTAssertTrue(session.waitUntilIdle(), "\(arguments): the program did not come to rest")
            session.x.type(XK_Escape, in: session.window)
            XCTAssertEqual(session.exit(within: 5), Program.Exit(status: 0, bySignal: false), "\(arguments)")
        }
    }

    /// The frames of one toggle from rest, one put each, through shared
    /// memory, come on a timer at `rate`: the middle time between two puts
    /// is within a tenth of its period, 16.7 ms at 60 Hz and 13.3 at 75,
    /// and 0.35 s brings about as many as the rate gives, 21 at 60 Hz and
    /// 26 at 75, two more or fewer. A busy machine may wake the program late
    /// and miss beats; the timer then skips ahead rather than bursting to
    /// catch up, so fewer frames come, but more than three in five, with
    /// most times between them still one period.
    private func checkFrames(_ session: Session, monitors: DummyMonitors, rate: Int, _ what: String, expanding: Bool) throws {
        XCTAssertTrue(session.waitUntilIdle(), "\(what): the program did not come to rest")
        let watcher = try FrameWatcher(display: monitors.server.display, window: session.window, y: y, width: 600)
        session.x.type(XK_space, in: session.window)
        watcher.record { abs(($0.lastItemProgress ?? -1) - (expanding ? 1 : 0)) < 0.003 }
        let beats = rate * 35 / 100
        XCTAssertTrue((beats * 3 / 5 + 1...beats + 2).contains(watcher.puts), "\(what): \(watcher.puts) frames, expected about \(beats)")
        let gaps = zip(watcher.putTimes, watcher.putTimes.dropFirst()).map { Double($1 - $0) }.sorted()
        let middle = gaps.isEmpty ? 0 : gaps[gaps.count / 2], period = 1000 / Double(rate)
        XCTAssertEqual(middle, period, accuracy: period / 10, "\(what): frames \(gaps) ms apart")
    }
}
