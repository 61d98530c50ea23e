import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A list's row swiped part of the way, as drawn: slid left over the
/// buttons of its trailing edge, which show only where it has left.
final class ListRowSwipePictureTests: XCTestCase {
    private typealias Color = CollapsibleCore.Color

    private struct Inbox: View {
        var body: some View {
            List {
                Color.clear.frame(height: 44)
                    .listRowBackground(Color(red: 0, green: 1, blue: 0))
                    .swipeActions {
                        Button("Flag") {}.tint(Color(red: 0, green: 0, blue: 1))
                        Button("Delete", role: .destructive) {}
                    }
            }
            .listStyle(.plain)
        }
    }

    /// Dragged 20 left, the row's green ends 20 short of its right edge,
    /// where the first button's blue tint shows; dragged 150 left, past
    /// the first button (no narrower than 74, its title far narrower), the
    /// second shows in iOS's destructive red, 255, 59, 48.
    func testAHalfSwipedRowShowsItsButtonsWhereItLeft() throws {
        let painter = Painter()
        var live = LiveView(Inbox(), size: Size(width: 200, height: 200), measure: painter)
        live.advance(to: 0)
        func rows(_ element: AccessibilityElement) -> [Rect] {
            element.role == .listItem ? [element.frame] : element.children.flatMap(rows)
        }
        let row = try XCTUnwrap(rows(live.accessibilityRoot).first)
        let top = Int(row.minY) + 2, edge = Int(row.maxX)
        live.pointerPressed(at: Point(x: 150, y: row.midY), time: 1)
        live.pointerMoved(to: Point(x: 130, y: row.midY))
        let slid = Frames.render(live.displayList(scale: 1))
        XCTAssertEqual(slid.rgb(edge - 2, top), RGB(0, 0, 255), "the first button where the row left")
        XCTAssertEqual(slid.rgb(edge - 23, top), RGB(0, 255, 0), "the row, slid")
        XCTAssertEqual(slid.rgb(edge - 60, top), RGB(0, 255, 0), "the buttons hidden under the row")
        live.pointerMoved(to: Point(x: 0, y: row.midY))
        let farther = Frames.render(live.displayList(scale: 1))
        XCTAssertEqual(farther.rgb(edge - 2, top), RGB(0, 0, 255))
        XCTAssertEqual(farther.rgb(edge - 100, top), RGB(255, 59, 48), "the destructive button next")
        XCTAssertEqual(farther.rgb(edge - 155, top), RGB(0, 255, 0))
    }
}
