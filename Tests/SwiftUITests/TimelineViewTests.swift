@testable import SwiftUI
import Timekeeping
import XCTest

/// `TimelineView` with each of SwiftUI's schedules: the date its content is
/// made from, when the host is asked for the next frame, and schedules that
/// cannot go on.
final class TimelineViewTests: XCTestCase {
    private func live<V: View>(_ view: V, _ lines: Lines = Lines()) -> LiveView {
        LiveView(view, size: Size(width: 300, height: 200), measure: FixedMeasure(), diagnostics: lines.diagnostics)
    }

    /// A frame shown `seconds` from now on the host's clock.
    private func frame(in seconds: Double) -> Double { MonotonicClock.seconds() + seconds }

    func testAnimationShowsEachFramesDate() {
        let start = Date()
        var view = live(TimelineView(.animation) { context in
            Text("\(Int((context.date.timeIntervalSince(start) * 10).rounded()))")
        })
        XCTAssertTrue(view.isAnimating, "every frame, for as long as it is there")
        view.advance(to: frame(in: 2))
        XCTAssertEqual(view.labels, ["20"], "the frame two seconds on shows a date two seconds on")
    }

    func testAPausedAnimationAsksForNoFrame() {
        var view = live(TimelineView(.animation(minimumInterval: nil, paused: true)) { context in
            Text("\(context.date.timeIntervalSince1970)")
        })
        let shown = view.labels
        view.advance(to: frame(in: 1))
        XCTAssertFalse(view.isAnimating)
        XCTAssertNil(view.nextTimelineUpdate)
        XCTAssertEqual(view.labels, shown)
    }

    func testAMinimumIntervalWaitsThatLongAfterEachFrame() throws {
        var view = live(TimelineView(.animation(minimumInterval: 0.5)) { context in Text("\(context.cadence == .live)") })
        XCTAssertTrue(view.isAnimating, "before its first frame, it asks for one")
        let time = frame(in: 0)
        view.advance(to: time)
        XCTAssertFalse(view.isAnimating)
        XCTAssertEqual(try XCTUnwrap(view.nextTimelineUpdate), time + 0.5, accuracy: 1e-9)
    }

    /// A period under way shows its own start; the next is asked for at
    /// the next period's start, and no frame before.
    func testPeriodicShowsTheStartOfThePeriodUnderWay() throws {
        let start = Date().addingTimeInterval(-10.25)
        var view = live(TimelineView(.periodic(from: start, by: 1)) { context in
            Text("\(context.date.timeIntervalSince(start))")
        })
        XCTAssertEqual(view.labels, ["10.0"])
        XCTAssertFalse(view.isAnimating)
        let due = try XCTUnwrap(view.nextTimelineUpdate)
        XCTAssertEqual(due - MonotonicClock.seconds(), 0.75, accuracy: 0.05)
        view.advance(to: due + 0.01)
        XCTAssertEqual(view.labels, ["11.0"])
    }

    func testExplicitDatesShowTheLastPastAndEndWithTheirDates() throws {
        let now = Date()
        var view = live(TimelineView(.explicit([now.addingTimeInterval(-2), now.addingTimeInterval(-1), now.addingTimeInterval(1)])) { context in
            Text("\(Int(context.date.timeIntervalSince(now).rounded()))")
        })
        XCTAssertEqual(view.labels, ["-1"])
        view.advance(to: try XCTUnwrap(view.nextTimelineUpdate) + 0.01)
        XCTAssertEqual(view.labels, ["1"])
        XCTAssertNil(view.nextTimelineUpdate, "no date is left")
    }

    func testEveryMinuteComesAtTheStartOfTheNextMinute() throws {
        let view = live(TimelineView(.everyMinute) { _ in Text("now") })
        let due = try XCTUnwrap(view.nextTimelineUpdate)
        let next = Date(timeIntervalSinceNow: due - MonotonicClock.seconds())
        // The distance to the nearest whole minute, either side: a clock read a
        // hair early puts the next minute at 59.9999... of this one.
        XCTAssertEqual(next.timeIntervalSinceReferenceDate.remainder(dividingBy: 60), 0, accuracy: 0.01)
    }

    // Bad input.

    func testDatesThatGoBackwardsAreSkippedWithALine() throws {
        let now = Date(), lines = Lines()
        var view = live(TimelineView(.explicit([now.addingTimeInterval(-1), now.addingTimeInterval(-3), now.addingTimeInterval(1)])) { context in
            Text("\(Int(context.date.timeIntervalSince(now).rounded()))")
        }, lines)
        XCTAssertEqual(view.labels, ["-1"], "the earlier date after it is not shown")
        XCTAssertEqual(lines.lines.count, 1, "\(lines.lines)")
        XCTAssertTrue(lines.lines.first?.contains("is not after") == true, "\(lines.lines)")
        view.advance(to: try XCTUnwrap(view.nextTimelineUpdate) + 0.01)
        XCTAssertEqual(view.labels, ["1"])
    }

    /// A schedule that gives the same past date forever stops with a line,
    /// and asks for no frame: the window keeps its pace.
    func testAScheduleThatNeverMovesOnStopsWithALine() {
        let lines = Lines(), past = Date().addingTimeInterval(-5)
        let view = live(TimelineView(.explicit(repeatElement(past, count: .max))) { _ in Text("stuck") }, lines)
        XCTAssertEqual(view.labels, ["stuck"])
        XCTAssertFalse(view.isAnimating)
        XCTAssertNil(view.nextTimelineUpdate)
        XCTAssertTrue(lines.lines.contains { $0.contains("dates at or before") }, "\(lines.lines)")
    }

    func testAPeriodOfNothingShowsItsStartWithALine() {
        let lines = Lines(), start = Date().addingTimeInterval(-1)
        let view = live(TimelineView(.periodic(from: start, by: 0)) { context in Text("\(context.date == start)") }, lines)
        XCTAssertEqual(view.labels, ["true"])
        XCTAssertNil(view.nextTimelineUpdate)
        XCTAssertTrue(lines.lines.contains { $0.contains("has no period") }, "\(lines.lines)")
    }
}
