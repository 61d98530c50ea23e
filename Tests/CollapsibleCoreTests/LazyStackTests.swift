import XCTest
@testable import CollapsibleCore

/// Lazy stacks as their user meets them: only the rows near the viewport
/// made, counted; rows placed where all those before them put them, the
/// unmeasured estimated; state kept for rows scrolled away and back.
final class LazyStackTests: XCTestCase {
    private let size = Size(width: 200, height: 200)

    private struct Rows: View {
        let count: Int
        let height: Double
        let made: MadeRows
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { CountedRow(index: $0, height: height, made: made) }
                }
            }
        }
    }

    func testOnlyTheRowsNearTheViewportAreMadeRows() {
        let made = MadeRows()
        var live = LiveView(Rows(count: 100_000, height: 20, made: made), size: size)
        // Ten in sight and half a viewport, five, below.
        XCTAssertEqual(made.rows.keys.sorted(), Array(0..<15))
        XCTAssertEqual(live.drawnFrames.first, Rect(x: 0, y: 0, width: 200, height: 20))
        made.rows = [:]
        // A notch of the wheel stays inside what was made: nothing is made.
        live.scrollWheel(button: 5, at: Point(x: 100, y: 100))
        XCTAssertEqual(made.total, 0)
        live.scroll(by: Point(x: 0, y: 200), at: Point(x: 100, y: 100))
        XCTAssertLessThanOrEqual(made.total, 25, "a viewport's rows and the margins, not the stack's")
        XCTAssertTrue(made.rows.keys.contains(20))
    }

    func testAJumpToTheEndMakesTheLastRowsOnly() {
        let made = MadeRows()
        assertEndMakesTheLastOnly(Rows(count: 100_000, height: 20, made: made), made: made, count: 100_000, atMost: 25,
                                  last: Rect(x: 0, y: 180, width: 200, height: 20), size: size)
    }

    func testRowsOfAnotherLengthThanTheEstimateArePlacedWhereTheyAre() {
        let made = MadeRows()
        var live = LiveView(Rows(count: 1_000, height: 30, made: made), size: size)
        XCTAssertEqual(live.drawnFrames.map(\.minY).prefix(8), [0, 30, 60, 90, 120, 150, 180, 210])
        live.scrollFocused(.bottom)
        XCTAssertEqual(live.drawnFrames.last, Rect(x: 0, y: 170, width: 200, height: 30))
        live.scrollFocused(.top)
        XCTAssertEqual(live.drawnFrames.first, Rect(x: 0, y: 0, width: 200, height: 30))
    }

    func testARowScrolledAwayAndBackKeepsItsState() {
        let made = MadeRows()
        var live = LiveView(Rows(count: 10_000, height: 20, made: made), size: size)
        live.tap(at: Point(x: 100, y: 10))
        XCTAssertEqual(live.drawnFrames.first?.height, 60, "row 0 tall")
        live.scrollFocused(.bottom)
        made.rows = [:]
        live.scrollFocused(.top)
        XCTAssertNotNil(made.rows[0], "made again")
        XCTAssertEqual(live.drawnFrames.first?.height, 60, "still tall")
        XCTAssertEqual(live.drawnFrames[1].minY, 60)
    }

    func testARowThatGrowsOnScreenPushesTheOthersDown() {
        let made = MadeRows()
        var live = LiveView(Rows(count: 100, height: 20, made: made), size: size)
        live.tap(at: Point(x: 100, y: 30))
        XCTAssertEqual(live.drawnFrames.map(\.minY).prefix(4), [0, 20, 80, 100])
    }

    func testAMillionRows() {
        let made = MadeRows()
        var live = LiveView(Rows(count: 1_000_000, height: 20, made: made), size: size)
        XCTAssertLessThanOrEqual(made.total, 25)
        live.scrollFocused(.bottom)
        XCTAssertEqual(live.drawnFrames.last, Rect(x: 0, y: 180, width: 200, height: 20))
        XCTAssertTrue(made.rows.keys.contains(999_999))
    }

    func testALazyHStackInAHorizontalScrollView() {
        var live = LiveView(ScrollView(.horizontal) {
            LazyHStack(spacing: 10) { ForEach(0..<10_000, id: \.self) { _ in Color.red.frame(width: 40, height: 40) } }
        }, size: size)
        XCTAssertEqual(live.drawnFrames.map(\.minX).prefix(3), [0, 50, 100])
        XCTAssertEqual(live.drawnFrames.first?.minY, 80)
        live.scrollFocused(.bottom)
        XCTAssertEqual(live.drawnFrames.last, Rect(x: 160, y: 80, width: 40, height: 40))
    }

    func testARowScrolledIntoSightAppears() {
        let appeared = MadeRows()
        var live = LiveView(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000, id: \.self) { row in Color.red.frame(height: 20).onAppear { appeared.rows[row, default: 0] += 1 } }
            }
        }, size: size)
        XCTAssertNil(appeared.rows[999])
        live.scrollFocused(.bottom)
        XCTAssertEqual(appeared.rows[999], 1, "its onAppear ran as the scroll made it")
    }

    func testOutsideAScrollViewEveryRowIsMadeRows() {
        let made = MadeRows()
        _ = LiveView(LazyVStack(spacing: 0) { ForEach(0..<30, id: \.self) { CountedRow(index: $0, height: 5, made: made) } }, size: size)
        XCTAssertEqual(made.rows.count, 30)
    }
}
