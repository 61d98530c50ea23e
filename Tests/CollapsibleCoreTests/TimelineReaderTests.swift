import XCTest
@testable import CollapsibleCore

/// What a `TimelineView` stands on: its content made again for the frames
/// its schedule asks for, and no frame asked for while it waits.
final class TimelineReaderTests: XCTestCase {
    /// How many times the content was made, and from which times.
    final class Made: @unchecked Sendable {
        var times: [Double?] = []
    }

    private struct Clock: View {
        let made: Made
        let next: (Double?) -> _TimelineUpdate

        var body: some View {
            _TimelineReader { time in
                made.times.append(time)
                return (Text(time.map { "\(Int($0 * 1000)) ms" } ?? "start"), next(time), nil)
            }
        }
    }

    func testEveryFrameMakesTheContentForEachFrameTimeAndKeepsFramesComing() {
        let made = Made()
        var live = LiveView(Clock(made: made) { _ in .everyFrame }, size: Size(width: 200, height: 100))
        XCTAssertEqual(live.labels, ["start"])
        XCTAssertTrue(live.isAnimating, "a timeline of every frame asks for the next")
        for frame in 1...5 { live.advance(to: Double(frame) / 60) }
        XCTAssertEqual(live.labels, ["83 ms"], "the fifth frame, at 5/60 s")
        XCTAssertEqual(made.times.count, 6, "the start and one for each frame")
        live.advance(to: 5.0 / 60)
        XCTAssertEqual(made.times.count, 6, "a second look at the same frame makes nothing")
        XCTAssertNil(live.nextTimelineUpdate)
    }

    func testADateInTheFutureWaitsForTheFirstFrameAtOrAfterIt() {
        let made = Made()
        var live = LiveView(Clock(made: made) { time in .at(((time ?? 0) + 1).rounded(.down)) }, size: Size(width: 200, height: 100))
        XCTAssertFalse(live.isAnimating, "nothing asks for frames until the date")
        XCTAssertEqual(live.nextTimelineUpdate, 1)
        live.advance(to: 0.5)
        live.advance(to: 0.99)
        XCTAssertEqual(made.times.count, 1, "no frame before the date makes it again")
        live.advance(to: 1.01)
        XCTAssertEqual(live.labels, ["1010 ms"])
        XCTAssertEqual(live.nextTimelineUpdate, 2)
    }

    func testAPausedTimelineMakesNothingAndAsksForNoFrame() {
        let made = Made()
        var live = LiveView(Clock(made: made) { _ in .never }, size: Size(width: 200, height: 100))
        for frame in 1...10 { live.advance(to: Double(frame)) }
        XCTAssertEqual(made.times.count, 1)
        XCTAssertFalse(live.isAnimating)
        XCTAssertNil(live.nextTimelineUpdate)
    }

    /// A state that pauses it stops the frames; one that resumes it asks
    /// for them again.
    func testAStatePausesAndResumesIt() throws {
        struct Pausing: View {
            let made: Made
            @State var paused = false
            var body: some View {
                VStack {
                    Button("Pause") { paused.toggle() }
                    Clock(made: made) { _ in paused ? .never : .everyFrame }
                }
            }
        }
        let made = Made()
        var live = LiveView(Pausing(made: made), size: Size(width: 200, height: 100))
        live.advance(to: 0.1)
        live.tap("Pause")
        live.update()
        XCTAssertFalse(live.isAnimating)
        let count = made.times.count
        live.advance(to: 0.2)
        live.advance(to: 0.3)
        XCTAssertEqual(made.times.count, count, "paused, no frame makes it")
        live.tap("Pause")
        live.update()
        XCTAssertTrue(live.isAnimating)
        live.advance(to: 0.4)
        XCTAssertEqual(live.labels.last, "400 ms")
    }
}
