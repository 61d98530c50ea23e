@testable import CollapsibleCore
import XCTest

/// A list's rows deleted as a desktop user deletes them: the Delete key on
/// the focused row, or the red button edit mode shows, which `EditButton`
/// turns on.
final class ListEditingTests: XCTestCase {
    private struct Fruits: View {
        @State var names = ["Apple", "Banana", "Cherry"]
        @State var mode = EditMode.inactive
        var body: some View {
            VStack(spacing: 0) {
                EditButton()
                List {
                    ForEach(names, id: \.self) { Text($0) }
                        ._onDelete { offsets in
                            for offset in offsets.sorted(by: >) { names.remove(at: offset) }
                        }
                }
            }
            .environment(\.editMode, $mode)
        }
    }

    private let size = Size(width: 300, height: 400)

    func testTheDeleteKeyDeletesTheFocusedRow() {
        var live = LiveView(Fruits(), size: size)
        XCTAssertEqual(live.listRowLabels, ["Apple", "Banana", "Cherry"])
        XCTAssertTrue(live.moveFocus(forward: true), "the Edit button")
        XCTAssertFalse(live.deleteFocused(), "a button is no row")
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertEqual(live.focusedControl, live.firstList?.children[1].id)
        XCTAssertTrue(live.deleteFocused())
        XCTAssertEqual(live.listRowLabels, ["Apple", "Cherry"])
    }

    func testEditModeShowsADeleteButtonAtEachRowThatDeletesIt() throws {
        var live = LiveView(Fruits(), size: size)
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "Edit")
        XCTAssertTrue(live.firstList?.children.allSatisfy { $0.children.isEmpty } == true, "no delete buttons")
        live.tap("Edit")
        live.advance(to: 10)
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "Done")
        let cherry = try XCTUnwrap(live.firstList?.children[2])
        XCTAssertEqual(cherry.children.map(\.label), ["Delete"])
        XCTAssertEqual(cherry.children.first?.role, .button)
        // The button leads the row, 20 in from the card's edge.
        XCTAssertEqual(try XCTUnwrap(cherry.children.first).frame.minX, 40, accuracy: 1)
        live.press(cherry.children[0].id)
        XCTAssertEqual(live.listRowLabels, ["Apple", "Banana"])
        live.tap("Done")
        XCTAssertTrue(live.firstList?.children.allSatisfy { $0.children.isEmpty } == true)
    }
}

extension LiveView {
    /// The first list assistive tools see.
    var firstList: AccessibilityElement? {
        func find(_ element: AccessibilityElement) -> AccessibilityElement? {
            element.role == .list ? element : element.children.lazy.compactMap(find).first
        }
        return find(accessibilityRoot)
    }

    /// The names of the first list's rows, in order.
    var listRowLabels: [String] { firstList?.children.map(\.label) ?? [] }
}
