@testable import CollapsibleCore
import XCTest

/// A list of one `ForEach` makes only the rows near its viewport, as a lazy
/// stack does, and keeps the state of a row scrolled away and back.
final class ListLazinessTests: XCTestCase {
    private let size = Size(width: 300, height: 400)

    private func rows(_ live: LiveView) -> [AccessibilityElement] {
        live.accessibilityRoot.children.first { $0.role == .list }?.children ?? []
    }

    func testAMillionRowsMakeOnlyThoseNearTheViewport() {
        let live = LiveView(List(0..<1_000_000) { Text("Row \($0)") }, size: size)
        let made = rows(live)
        XCTAssertEqual(made.first?.label, "Row 0")
        XCTAssertLessThan(made.count, 30, "a viewport of 400 and half of one either side, rows of 44")
        XCTAssertEqual(made.first?.frame.minY, 35)
    }

    private struct Starred: View {
        let row: Int
        @State private var starred = false
        var body: some View {
            Button(starred ? "Row \(row) starred" : "Row \(row)") { starred.toggle() }
        }
    }

    func testARowKeepsItsStateWhenScrolledAwayAndBack() throws {
        var live = LiveView(List(0..<1_000) { Starred(row: $0) }, size: size)
        let second = try XCTUnwrap(rows(live).first { $0.label == "Row 1" })
        live.press(try XCTUnwrap(second.children.first?.id))
        XCTAssertEqual(rows(live).map(\.label).prefix(3), ["Row 0", "Row 1 starred", "Row 2"])
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: 20_000), at: Point(x: 150, y: 200)))
        live.advance(to: 1)
        XCTAssertFalse(rows(live).contains { $0.label.hasPrefix("Row 1 ") }, "scrolled away: \(rows(live).map(\.label).prefix(3))")
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: -20_000), at: Point(x: 150, y: 200)))
        live.advance(to: 2)
        XCTAssertEqual(rows(live).map(\.label).prefix(3), ["Row 0", "Row 1 starred", "Row 2"])
    }

    func testALazyListSelectsByItsElementsIdentifiers() throws {
        struct Chosen: View {
            @State var chosen: Int?
            var body: some View { List(0..<10_000, id: \.self, selection: $chosen) { Text("Row \($0)") } }
        }
        var live = LiveView(Chosen(), size: size)
        let third = try XCTUnwrap(rows(live).dropFirst(2).first)
        live.pointerPressed(at: Point(x: third.frame.midX, y: third.frame.midY), time: 0)
        live.pointerReleased(at: Point(x: third.frame.midX, y: third.frame.midY), time: 0.05)
        XCTAssertEqual(rows(live).filter { $0.selected == true }.map(\.label), ["Row 2"])
    }
}
