import XCTest
@testable import CollapsibleCore

/// Lazy stacks as their user meets them: only the rows near the viewport
/// made, counted; rows placed where all those before them put them, the
/// unmeasured estimated; state kept for rows scrolled away and back.
final class LazyStackTests: XCTestCase {
    private let size = Size(width: 200, height: 200)

    /// How many times a row's body was evaluated, by row.
    final class Made { var rows: [Int: Int] = [:]; var total: Int { rows.values.reduce(0, +) } }

    /// A row `height` high, taller once tapped, which counts its bodies.
    private struct Row: View {
        let index: Int
        let height: Double
        let made: Made
        @State private var tall = false
        var body: some View {
            made.rows[index, default: 0] += 1
            return Color(red: Double(index % 256) / 255, green: tall ? 1 : 0, blue: 0)
                .frame(height: tall ? height * 3 : height)
                .onTapGesture { tall.toggle() }
        }
    }

    private struct Rows: View {
        let count: Int
        let height: Double
        let made: Made
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { Row(index: $0, height: height, made: made) }
                }
            }
        }
    }

    func testOnlyTheRowsNearTheViewportAreMade() {
        let made = Made()
        var live = LiveView(Rows(count: 100_000, height: 20, made: made), size: size)
        // Ten in sight and half a viewport, five, below.
        XCTAssertEqual(made.rows.keys.sorted(), Array(0..<15))
        XCTAssertEqual(shapes(live).first, Rect(x: 0, y: 0, width: 200, height: 20))
        made.rows = [:]
        // A notch of the wheel stays inside what was made: nothing is made.
        live.scrollWheel(button: 5, at: Point(x: 100, y: 100))
        XCTAssertEqual(made.total, 0)
        live.scroll(by: Point(x: 0, y: 200), at: Point(x: 100, y: 100))
        XCTAssertLessThanOrEqual(made.total, 25, "a viewport's rows and the margins, not the stack's")
        XCTAssertTrue(made.rows.keys.contains(20))
    }

    func testAJumpToTheEndMakesTheLastRowsOnly() {
        let made = Made()
        var live = LiveView(Rows(count: 100_000, height: 20, made: made), size: size)
        made.rows = [:]
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertLessThanOrEqual(made.total, 25)
        XCTAssertTrue(made.rows.keys.contains(99_999))
        XCTAssertEqual(shapes(live).last, Rect(x: 0, y: 180, width: 200, height: 20), "the last row at the bottom")
    }

    func testRowsOfAnotherLengthThanTheEstimateArePlacedWhereTheyAre() {
        let made = Made()
        var live = LiveView(Rows(count: 1_000, height: 30, made: made), size: size)
        XCTAssertEqual(shapes(live).map(\.minY).prefix(8), [0, 30, 60, 90, 120, 150, 180, 210])
        live.scrollFocused(.bottom)
        XCTAssertEqual(shapes(live).last, Rect(x: 0, y: 170, width: 200, height: 30))
        live.scrollFocused(.top)
        XCTAssertEqual(shapes(live).first, Rect(x: 0, y: 0, width: 200, height: 30))
    }

    func testARowScrolledAwayAndBackKeepsItsState() {
        let made = Made()
        var live = LiveView(Rows(count: 10_000, height: 20, made: made), size: size)
        tap(&live, at: Point(x: 100, y: 10))
        XCTAssertEqual(shapes(live).first?.height, 60, "row 0 tall")
        live.scrollFocused(.bottom)
        made.rows = [:]
        live.scrollFocused(.top)
        XCTAssertNotNil(made.rows[0], "made again")
        XCTAssertEqual(shapes(live).first?.height, 60, "still tall")
        XCTAssertEqual(shapes(live)[1].minY, 60)
    }

    func testARowThatGrowsOnScreenPushesTheOthersDown() {
        let made = Made()
        var live = LiveView(Rows(count: 100, height: 20, made: made), size: size)
        tap(&live, at: Point(x: 100, y: 30))
        XCTAssertEqual(shapes(live).map(\.minY).prefix(4), [0, 20, 80, 100])
    }

    func testAMillionRows() {
        let made = Made()
        var live = LiveView(Rows(count: 1_000_000, height: 20, made: made), size: size)
        XCTAssertLessThanOrEqual(made.total, 25)
        live.scrollFocused(.bottom)
        XCTAssertEqual(shapes(live).last, Rect(x: 0, y: 180, width: 200, height: 20))
        XCTAssertTrue(made.rows.keys.contains(999_999))
    }

    func testALazyHStackInAHorizontalScrollView() {
        var live = LiveView(ScrollView(.horizontal) {
            LazyHStack(spacing: 10) { ForEach(0..<10_000, id: \.self) { _ in Color.red.frame(width: 40, height: 40) } }
        }, size: size)
        XCTAssertEqual(shapes(live).map(\.minX).prefix(3), [0, 50, 100])
        XCTAssertEqual(shapes(live).first?.minY, 80)
        live.scrollFocused(.bottom)
        XCTAssertEqual(shapes(live).last, Rect(x: 160, y: 80, width: 40, height: 40))
    }

    func testOutsideAScrollViewEveryRowIsMade() {
        let made = Made()
        _ = LiveView(LazyVStack(spacing: 0) { ForEach(0..<30, id: \.self) { Row(index: $0, height: 5, made: made) } }, size: size)
        XCTAssertEqual(made.rows.count, 30)
    }

    // Helpers.

    private func tap(_ live: inout LiveView, at point: Point) {
        live.pointerPressed(at: point, time: 0)
        live.pointerReleased(at: point, time: 0.05)
    }

    /// The frames of the rows drawn, where they show, top to bottom.
    private func shapes(_ live: LiveView) -> [Rect] {
        func flatten(_ items: [DisplayItem], _ transform: CGAffineTransform) -> [Rect] {
            items.flatMap { item -> [Rect] in
                switch item.content {
                case .effect(.transform(let inner), let items): return flatten(items, inner.concatenating(transform))
                case .effect(_, let items): return flatten(items, transform)
                case .shape(.path, _): return []
                default: return [item.frame.applying(transform)]
                }
            }
        }
        return flatten(live.displayList(scale: 1).items, CGAffineTransform(translationX: 0, y: 0))
    }
}
