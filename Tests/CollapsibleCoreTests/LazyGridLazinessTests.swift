import XCTest
@testable import CollapsibleCore

/// Lazy grids in a scroll view make only the rows of cells near the
/// viewport, as the lazy stacks make their rows: cells counted, a jump to
/// the end, the state of a cell scrolled away and back, and items of no
/// size or of sizes that are not numbers.
final class LazyGridLazinessTests: XCTestCase {
    private let size = Size(width: 200, height: 200)

    private struct Grid: View {
        let columns: [GridItem]
        let count: Int
        let made: MadeRows
        var body: some View {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 0) {
                    ForEach(0..<count, id: \.self) { CountedRow(index: $0, height: 20, made: made) }
                }
            }
        }
    }

    private let four = Array(repeating: GridItem(.flexible(), spacing: 0), count: 4)

    func testOnlyTheRowsNearTheViewportAreMadeRows() {
        let made = MadeRows()
        var live = LiveView(Grid(columns: four, count: 100_000, made: made), size: size)
        // Ten rows of four in sight and half a viewport, five, below.
        XCTAssertEqual(made.rows.keys.sorted(), Array(0..<60))
        XCTAssertEqual(live.drawnFrames.prefix(5), [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 50, y: 0, width: 50, height: 20),
                                                    Rect(x: 100, y: 0, width: 50, height: 20), Rect(x: 150, y: 0, width: 50, height: 20),
                                                    Rect(x: 0, y: 20, width: 50, height: 20)])
        made.rows = [:]
        live.scrollWheel(button: 5, at: Point(x: 100, y: 100))
        XCTAssertEqual(made.total, 0, "a notch stays inside what was made")
        live.scroll(by: Point(x: 0, y: 200), at: Point(x: 100, y: 100))
        XCTAssertLessThanOrEqual(made.total, 100, "a viewport's rows and the margins, not the grid's")
        XCTAssertTrue(made.rows.keys.contains(4 * 20))
    }

    func testAJumpToTheEndMakesTheLastRowsOnlyAndShowsThemAtOnce() {
        let made = MadeRows()
        assertEndMakesTheLastOnly(Grid(columns: four, count: 100_000, made: made), made: made, count: 100_000, atMost: 100,
                                  last: Rect(x: 150, y: 180, width: 50, height: 20), size: size)
    }

    func testAdaptiveAndFixedColumns() {
        let made = MadeRows()
        // Columns of at least 50 with 8 between: three fit in 200.
        _ = LiveView(Grid(columns: [GridItem(.adaptive(minimum: 50))], count: 100_000, made: made), size: size)
        XCTAssertEqual(made.rows.keys.sorted(), Array(0..<45))
        let fixed = MadeRows()
        let live = LiveView(Grid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))], count: 100_000, made: fixed), size: size)
        XCTAssertEqual(fixed.rows.keys.sorted(), Array(0..<30))
        XCTAssertEqual(live.drawnFrames.prefix(3).map(\.minX), [56, 104, 56], "two columns of 40, 8 apart, centred")
    }

    func testACellScrolledAwayAndBackKeepsItsState() {
        let made = MadeRows()
        var live = LiveView(Grid(columns: four, count: 10_000, made: made), size: size)
        live.tap(at: Point(x: 75, y: 10))
        XCTAssertEqual(live.drawnFrames[1].height, 60, "cell 1 tall")
        XCTAssertEqual(live.drawnFrames[4].minY, 60, "its row as tall")
        live.scrollFocused(.bottom)
        made.rows = [:]
        live.scrollFocused(.top)
        XCTAssertNotNil(made.rows[1], "made again")
        XCTAssertEqual(live.drawnFrames[1].height, 60, "still tall")
    }

    func testALazyHGridInAHorizontalScrollView() {
        let made = MadeRows()
        var live = LiveView(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40), spacing: 0), GridItem(.fixed(40))], spacing: 0) {
                ForEach(0..<100_000, id: \.self) { index in
                    Color.red.frame(width: 20).onAppear { made.rows[index, default: 0] += 1 }
                }
            }
        }, size: size)
        XCTAssertEqual(made.rows.keys.sorted(), Array(0..<30), "fifteen columns of two")
        live.scrollFocused(.bottom)
        XCTAssertTrue(made.rows.keys.contains(99_999))
        XCTAssertEqual(live.drawnFrames.last, Rect(x: 180, y: 100, width: 20, height: 40))
    }

    // Bad input: each lays out, makes a bounded number of cells and scrolls.

    private func laysOut(_ columns: [GridItem], count: Int = 100_000, file: StaticString = #filePath, line: UInt = #line) -> MadeRows {
        let made = MadeRows()
        var live = LiveView(Grid(columns: columns, count: count, made: made), size: size)
        live.scrollFocused(.bottom)
        XCTAssertTrue(made.rows.keys.contains(count - 1), "the last cell made at the end", file: file, line: line)
        XCTAssertFalse(live.drawnFrames.contains { !$0.minX.isFinite || !$0.minY.isFinite }, file: file, line: line)
        return made
    }

    func testItemsOfSizesThatAreNotNumbers() {
        let made = laysOut([GridItem(.fixed(.nan)), GridItem(.flexible(minimum: .nan, maximum: .nan)), GridItem(.adaptive(minimum: .nan))])
        XCTAssertLessThanOrEqual(made.total, 1_000)
    }

    func testItemsOfNoSize() {
        let made = laysOut([GridItem(.fixed(0)), GridItem(.flexible(minimum: 0, maximum: 0))])
        XCTAssertLessThanOrEqual(made.total, 200)
    }

    /// An adaptive item of no minimum fits a column every spacing; with no
    /// spacing either, as many as an Int32 counts, every cell in one row.
    func testAnAdaptiveItemOfNoMinimum() {
        XCTAssertLessThanOrEqual(laysOut([GridItem(.adaptive(minimum: 0))]).total, 1_500)
        XCTAssertLessThanOrEqual(laysOut([GridItem(.adaptive(minimum: 0), spacing: 0)], count: 2_000).total, 4_000)
    }
}
