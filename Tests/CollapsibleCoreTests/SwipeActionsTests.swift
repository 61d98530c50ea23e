@testable import CollapsibleCore
import XCTest

/// `swipeActions` on a list's rows: a desktop has no swipe, so the row's
/// context menu offers the buttons, those of the leading edge first,
/// opened by the secondary button or, on the focused row, the Menu key.
final class SwipeActionsTests: XCTestCase {
    private struct Mail: View {
        @State var messages = ["Hello", "Lunch?", "Invoice"]
        @State var read: Set<String> = []
        @State var chosen: String?
        @State var mode = EditMode.inactive
        var body: some View {
            List(selection: $chosen) {
                ForEach(messages, id: \.self) { message in
                    Text(read.contains(message) ? "\(message) (read)" : message)
                        .swipeActions {
                            Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                            Button("Archive") { messages.removeAll { $0 == message } }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Mark Read") { read.insert(message) }
                        }
                }
            }
            .environment(\.editMode, $mode)
        }
    }

    private let size = Size(width: 320, height: 480)

    private func rows(_ live: LiveView) -> [AccessibilityElement] {
        live.allElements.filter { $0.role == .listItem }
    }

    private func menuItems(_ live: LiveView) -> [String] {
        live.allElements.filter { $0.role == .menuItem }.map(\.label)
    }

    func testTheSecondaryButtonOffersTheRowsActionsLeadingFirst() throws {
        var live = LiveView(Mail(), size: size)
        let lunch = try XCTUnwrap(rows(live).first { $0.label == "Lunch?" })
        XCTAssertTrue(live.secondaryClicked(at: Point(x: lunch.frame.midX, y: lunch.frame.midY)))
        live.settle()
        XCTAssertEqual(menuItems(live), ["Mark Read", "Delete", "Archive"])
        let delete = try XCTUnwrap(live.allElements.first { $0.role == .menuItem && $0.label == "Delete" })
        live.click(Point(x: delete.frame.midX, y: delete.frame.midY))
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertEqual(rows(live).map(\.label), ["Hello", "Invoice"])
    }

    func testTheMenuKeyOffersTheFocusedRowsActions() throws {
        var live = LiveView(Mail(), size: size)
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertTrue(live.adjustFocused(.decrease), "down to the second row")
        XCTAssertTrue(live.openContextMenu())
        live.settle()
        let mark = try XCTUnwrap(live.allElements.first { $0.role == .menuItem && $0.label == "Mark Read" })
        live.press(mark.id)
        live.settle()
        XCTAssertEqual(rows(live).map(\.label), ["Hello", "Lunch? (read)", "Invoice"])
    }

    func testEditModeHidesTheActions() throws {
        var editing = LiveView(Mail(mode: .active), size: size)
        let hello = try XCTUnwrap(rows(editing).first)
        XCTAssertFalse(editing.secondaryClicked(at: Point(x: hello.frame.midX, y: hello.frame.midY)))
    }
}
