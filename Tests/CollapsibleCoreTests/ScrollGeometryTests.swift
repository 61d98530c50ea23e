import XCTest
@testable import CollapsibleCore

/// `onScrollGeometryChange` as a program uses it: a header that shows once
/// the content is scrolled past 100 points, told of each change of that
/// value and of no other scroll.
final class ScrollGeometryTests: XCTestCase {
    final class Told { var changes: [(Bool, Bool)] = [] }

    private struct Scrolled: View {
        let told: Told
        @State private var past = false
        var body: some View {
            VStack(spacing: 0) {
                Color(red: past ? 1 : 0, green: 0, blue: 0).frame(height: 20)
                ScrollView { Color.blue.frame(height: 1000) }
                    .onScrollGeometryChange(for: Bool.self, of: { $0.contentOffset.y > 100 }) { old, new in
                        told.changes.append((old, new))
                        past = new
                    }
            }
        }
    }

    private func header(_ live: LiveView) -> Double? {
        guard case .shape(_, .fill(.color(let color), _))? = live.displayList(scale: 1).items.first?.content else { return nil }
        return color.red
    }

    func testTheActionRunsWhenTheValueChangesAndNotForTheFirst() {
        let told = Told()
        var live = LiveView(Scrolled(told: told), size: Size(width: 200, height: 220))
        XCTAssertTrue(told.changes.isEmpty, "the first value calls nothing")
        live.scroll(by: Point(x: 0, y: 50), at: Point(x: 100, y: 100))
        XCTAssertTrue(told.changes.isEmpty, "50: still not past")
        live.scroll(by: Point(x: 0, y: 100), at: Point(x: 100, y: 100))
        live.update()
        XCTAssertEqual(told.changes.map { [$0.0, $0.1] }, [[false, true]])
        XCTAssertEqual(header(live), 1, "what the action wrote is shown")
        live.scroll(by: Point(x: 0, y: 300), at: Point(x: 100, y: 100))
        XCTAssertEqual(told.changes.count, 1, "still past: no change")
        live.scrollFocused(.top)
        live.update()
        XCTAssertEqual(told.changes.map { [$0.0, $0.1] }, [[false, true], [true, false]])
        XCTAssertEqual(header(live), 0)
    }

    func testTheGeometryIsTheOffsetAndTheSizes() {
        final class Seen { var geometry: ScrollGeometry? }
        let seen = Seen()
        var live = LiveView(ScrollView { Color.blue.frame(height: 1000) }
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in seen.geometry = new }, size: Size(width: 200, height: 200))
        live.scroll(by: Point(x: 0, y: 30), at: Point(x: 100, y: 100))
        XCTAssertEqual(seen.geometry?.contentOffset, Point(x: 0, y: 30))
        XCTAssertEqual(seen.geometry?.contentSize, Size(width: 200, height: 1000))
        XCTAssertEqual(seen.geometry?.containerSize, Size(width: 200, height: 200))
        XCTAssertEqual(seen.geometry?.visibleRect, Rect(x: 0, y: 30, width: 200, height: 200))
    }
}
