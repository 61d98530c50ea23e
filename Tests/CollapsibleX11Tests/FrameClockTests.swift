import XCTest
@testable import CollapsibleX11

/// The arithmetic of pace on its own, with no X server: rates as RandR
/// reports them, blanks as Present reports them, and the timer without
/// Present. What a server can report but Xvfb cannot be made to (a mode's
/// real timing, a broken counter) is fed in here.
final class FrameClockTests: XCTestCase {
    func testARateFromAModesTiming() throws {
        // 1920x1080 at 60 Hz, CEA-861: 148.5 MHz, 2200 x 1125.
        let rate = try XCTUnwrap(MonitorRate.rate(dotClock: 148_500_000, hTotal: 2200, vTotal: 1125,
                                                  doubleScan: false, interlaced: false))
        XCTAssertEqual(rate, 60, accuracy: 1e-9)
        let interlaced = MonitorRate.rate(dotClock: 74_250_000, hTotal: 2200, vTotal: 1125, doubleScan: false, interlaced: true)
        XCTAssertEqual(interlaced ?? 0, 60, accuracy: 1e-9)
        let doubled = MonitorRate.rate(dotClock: 25_175_000, hTotal: 800, vTotal: 262, doubleScan: true, interlaced: false)
        XCTAssertEqual(doubled ?? 0, 60.05, accuracy: 0.01)
    }

    func testZerosAndAbsurdRatesAreNoRate() {
        // Xvfb's modes: all zeros.
        XCTAssertNil(MonitorRate.rate(dotClock: 0, hTotal: 0, vTotal: 0, doubleScan: false, interlaced: false))
        XCTAssertNil(MonitorRate.rate(dotClock: 148_500_000, hTotal: 0, vTotal: 1125, doubleScan: false, interlaced: false))
        XCTAssertNil(MonitorRate.rate(dotClock: 0, hTotal: 2200, vTotal: 1125, doubleScan: false, interlaced: false))
        // 1000 Hz, and 1 Hz.
        XCTAssertNil(MonitorRate.rate(dotClock: 2_475_000_000, hTotal: 2200, vTotal: 1125, doubleScan: false, interlaced: false))
        XCTAssertNil(MonitorRate.rate(dotClock: 2_475_000, hTotal: 2200, vTotal: 1125, doubleScan: false, interlaced: false))
    }

    func testTheNextBlankFollowsTheReportsLine() throws {
        var clock = VblankClock(period: 1.0 / 60)
        let period = 1.0 / 144
        // Reports that jitter by up to a millisecond around a steady beat.
        let jitter = [0.0004, -0.0008, 0.001, 0, -0.0003, 0.0007, -0.001, 0.0002, 0.0005, -0.0006]
        for (index, noise) in jitter.enumerated() {
            XCTAssertTrue(clock.report(serverTime: 100 + Double(index) * period + noise, count: UInt64(500 + index),
                                       now: 100 + Double(index) * period + 0.001))
        }
        XCTAssertEqual(clock.period, period, accuracy: 0.0002)
        let next = try XCTUnwrap(clock.blank(after: 100 + 9 * period + 0.001))
        XCTAssertEqual(next.count, 510)
        XCTAssertEqual(next.time, 100 + 10 * period, accuracy: 0.0006)
    }

    func testALateFrameSkipsAhead() throws {
        var clock = VblankClock(period: 1.0 / 60)
        _ = clock.report(serverTime: 10, count: 1, now: 10)
        _ = clock.report(serverTime: 10 + 1.0 / 60, count: 2, now: 10 + 1.0 / 60)
        // Handled 40 ms after blank 2: blanks 3 and 4 are gone.
        let next = try XCTUnwrap(clock.blank(after: 10 + 1.0 / 60 + 0.04))
        XCTAssertEqual(next.count, 5)
        XCTAssertEqual(next.time, 10 + 4.0 / 60, accuracy: 1e-9)
    }

    /// A counter that does not move on brings no frame: never two frames
    /// for one blank, whatever rate the reports' times would suggest.
    func testABlankReportedTwiceCountsOnce() {
        var clock = VblankClock(period: 1.0 / 60)
        XCTAssertTrue(clock.report(serverTime: 5, count: 7, now: 5))
        XCTAssertFalse(clock.report(serverTime: 5.001, count: 7, now: 5.001))
        XCTAssertFalse(clock.report(serverTime: 5.002, count: 6, now: 5.002))
        XCTAssertEqual(clock.period, 1.0 / 60)
    }

    /// A server on another machine counts time from its own boot.
    func testAServerElsewhereHasItsOwnClock() throws {
        var clock = VblankClock(period: 1.0 / 60)
        _ = clock.report(serverTime: 90_000, count: 1, now: 20)
        _ = clock.report(serverTime: 90_000 + 1.0 / 60, count: 2, now: 20 + 1.0 / 60)
        let next = try XCTUnwrap(clock.blank(after: 20 + 1.0 / 60))
        XCTAssertEqual(next.time, 20 + 2.0 / 60, accuracy: 1e-6)
    }

    /// The program's half of a frame at every blank, with no clock of the
    /// machine's in it: while the row moves, each blank reported brings one
    /// frame, drawn for the blank after it, and that frame asks for its own
    /// blank in turn. A report heard after the next blank has gone skips to
    /// the first one still to come, rather than drawing a frame too late.
    func testEachBlankReportedBringsOneFrameForTheNext() throws {
        let period = 1.0 / 144
        let server = ReportedBlanks()
        var pacing = FramePacing(vblanks: server, period: nil, now: 0)
        func blank(_ count: UInt64, heardAfter delay: Double = 0.001) {
            pacing.blank(serial: server.serial, time: Double(count) * period, count: count,
                         now: Double(count) * period + delay)
        }
        // Two blanks measure the pace before anything moves, and what can
        // wait (the icon) waits for them.
        XCTAssertEqual(server.requests, [.next])
        XCTAssertFalse(pacing.isResting, "resting before the pace is measured")
        blank(1)
        XCTAssertEqual(server.requests.last, .count(2))
        XCTAssertFalse(pacing.isResting, "resting after one blank of two")
        blank(2)
        XCTAssertNil(pacing.wakeUp, "at rest, once measured, nothing asked for")
        XCTAssertTrue(pacing.isResting)
        pacing.start(now: 2 * period + 0.002)
        XCTAssertEqual(server.requests.last, .next)
        XCTAssertFalse(pacing.isResting, "resting while the row moves")
        for count in UInt64(3)...52 {
            blank(count)
            let frame = try XCTUnwrap(pacing.due, "no frame after blank \(count)")
            XCTAssertEqual(frame.count, count + 1)
            XCTAssertEqual(try XCTUnwrap(frame.shows), Double(count + 1) * period, accuracy: 1e-9)
            XCTAssertEqual(try XCTUnwrap(frame.blank), Double(count) * period, accuracy: 1e-9)
            pacing.drew(frame, now: frame.at + 0.001, moving: true)
            XCTAssertNil(pacing.due, "a second frame before blank \(count + 1)")
            XCTAssertEqual(server.requests.last, .count(count + 1))
        }
        XCTAssertEqual(server.requests.count, 3 + 50)
        // Blank 53 heard 10 ms after it fell: 54 has gone by too.
        blank(53, heardAfter: 0.010)
        let late = try XCTUnwrap(pacing.due)
        XCTAssertEqual(late.count, 55)
        XCTAssertEqual(try XCTUnwrap(late.shows), 55 * period, accuracy: 1e-9)
        pacing.drew(late, now: late.at, moving: false)
        XCTAssertNil(pacing.due)
        XCTAssertNil(pacing.wakeUp, "at rest, nothing asked for")
        XCTAssertTrue(pacing.isResting)
        XCTAssertEqual(server.requests.count, 3 + 50)
    }

    /// Without Present, a timer: at the monitor's rate, or 60 Hz when RandR
    /// says nothing; a frame that came late skips ahead.
    func testTheTimerWithoutPresent() throws {
        var pacing = FramePacing(vblanks: nil, period: nil, now: 0)
        XCTAssertNil(pacing.wakeUp, "an idle window asks for nothing")
        XCTAssertTrue(pacing.isResting, "without Present, there is no pace to measure")
        pacing.start(now: 1)
        XCTAssertFalse(pacing.isResting)
        let first = try XCTUnwrap(pacing.due)
        XCTAssertEqual(first.at, 1)
        pacing.drew(first, now: 1, moving: true)
        XCTAssertEqual(try XCTUnwrap(pacing.due).at, 1 + 1.0 / 60, accuracy: 1e-9)
        let second = try XCTUnwrap(pacing.due)
        pacing.drew(second, now: 1.2, moving: true)
        XCTAssertEqual(try XCTUnwrap(pacing.due).at, 1.2 + 1.0 / 60, accuracy: 1e-9)
        pacing.monitorRate(1.0 / 144)
        let third = try XCTUnwrap(pacing.due)
        pacing.drew(third, now: third.at, moving: true)
        XCTAssertEqual(try XCTUnwrap(pacing.due).at, third.at + 1.0 / 144, accuracy: 1e-9)
        pacing.drew(try XCTUnwrap(pacing.due), now: 2, moving: false)
        XCTAssertNil(pacing.due)
        XCTAssertNil(pacing.wakeUp, "at rest, no timer")
        XCTAssertTrue(pacing.isResting)
    }
}

/// A server whose blanks fall exactly when the test says, which Xvfb's
/// cannot be made to: it keeps what the pace asked for, and the test
/// reports the blanks.
private final class ReportedBlanks: VblankRequests {
    enum Request: Equatable {
        case next
        case count(UInt64)
    }

    private(set) var serial: UInt32 = 0
    private(set) var requests: [Request] = []

    func askNext() {
        serial &+= 1
        requests.append(.next)
    }

    func ask(count: UInt64) {
        serial &+= 1
        requests.append(.count(count))
    }
}
