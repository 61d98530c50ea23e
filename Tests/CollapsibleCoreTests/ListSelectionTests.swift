@testable import CollapsibleCore
import XCTest

/// A list's selection as a desktop user makes it: a click selects a row
/// alone, Control+click adds or takes away, Shift+click selects a run; the
/// arrow keys step the selection, Space toggles a row where several can be
/// selected. Assistive tools hear which rows are selected.
final class ListSelectionTests: XCTestCase {
    private struct Fruit: Identifiable {
        var id: Int
        var name: String
    }

    private static let fruits = [Fruit(id: 10, name: "Apple"), Fruit(id: 20, name: "Banana"), Fruit(id: 30, name: "Cherry")]

    private struct One: View {
        @State var chosen: Int?
        var body: some View {
            List(ListSelectionTests.fruits, selection: $chosen) { Text($0.name) }
        }
    }

    private struct Several: View {
        @State var chosen: Set<Int> = []
        var body: some View {
            List(selection: $chosen) {
                ForEach(ListSelectionTests.fruits) { Text($0.name) }
            }
        }
    }

    private struct Tagged: View {
        @State var chosen: String? = "b"
        var body: some View {
            List(selection: $chosen) {
                Text("A").tag("a")
                Text("B").tag("b")
            }
        }
    }

    private func rows(_ live: LiveView) -> [AccessibilityElement] {
        live.accessibilityRoot.children.first { $0.role == .list }?.children ?? []
    }

    private func selected(_ live: LiveView) -> [String] {
        rows(live).filter { $0.selected == true }.map(\.label)
    }

    private func click(_ live: inout LiveView, _ label: String, _ modifiers: EventModifiers = [],
                                file: StaticString = #filePath, line: UInt = #line) {
        guard let row = rows(live).first(where: { $0.label == label }) else { return XCTFail("no row \(label)", file: file, line: line) }
        let centre = Point(x: row.frame.midX, y: row.frame.midY)
        live.pointerPressed(at: centre, time: 0, modifiers: modifiers)
        live.pointerReleased(at: centre, time: 0.05)
    }

    private let size = Size(width: 300, height: 400)
    private let gray4 = Color(209, 209, 214)

    func testAClickSelectsTheRowByItsElementsIdentifierAndTintsIt() {
        var live = LiveView(One(), size: size)
        XCTAssertEqual(rows(live).map(\.role), [.listItem, .listItem, .listItem])
        XCTAssertEqual(rows(live).map(\.selected), [false, false, false])
        XCTAssertEqual(rows(live).map(\.isFocusable), [true, true, true])
        click(&live, "Banana")
        XCTAssertEqual(selected(live), ["Banana"])
        let fills = live.displayList(scale: 1).opened.compactMap { item -> Color? in
            guard item.frame.minY == 79, case .shape(_, .fill(.color(let color), _)) = item.content else { return nil }
            return color
        }
        XCTAssertEqual(fills.first, gray4, "UITableViewCell's selected grey")
        click(&live, "Cherry")
        XCTAssertEqual(selected(live), ["Cherry"], "one at a time")
        click(&live, "Cherry", .control)
        XCTAssertEqual(selected(live), [], "Control+click takes it away")
    }

    func testAnExplicitTagSelectsAndTheBindingShowsFirst() {
        var live = LiveView(Tagged(), size: size)
        XCTAssertEqual(selected(live), ["B"])
        click(&live, "A")
        XCTAssertEqual(selected(live), ["A"])
    }

    func testControlAndShiftExtendASelectionOfSeveral() {
        var live = LiveView(Several(), size: size)
        XCTAssertEqual(live.accessibilityRoot.children.first?.multiselectable, true)
        click(&live, "Apple")
        click(&live, "Cherry", .control)
        XCTAssertEqual(selected(live), ["Apple", "Cherry"])
        click(&live, "Banana")
        XCTAssertEqual(selected(live), ["Banana"], "a plain click starts again")
        click(&live, "Cherry", .shift)
        XCTAssertEqual(selected(live), ["Banana", "Cherry"])
        click(&live, "Apple", .shift)
        XCTAssertEqual(selected(live), ["Apple", "Banana"], "from the first selected to the one clicked")
    }

    func testTheArrowsStepTheSelectionAndSpaceTogglesARow() {
        var live = LiveView(Several(), size: size)
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertEqual(live.focusedControl, rows(live)[0].id)
        XCTAssertTrue(live.pressFocused())
        XCTAssertEqual(selected(live), ["Apple"])
        XCTAssertTrue(live.adjustFocused(.decrease), "Down")
        XCTAssertEqual(selected(live), ["Banana"])
        XCTAssertEqual(live.focusedControl, rows(live)[1].id, "the focus goes with it")
        XCTAssertTrue(live.adjustFocused(.maximum), "End")
        XCTAssertEqual(selected(live), ["Cherry"])
        XCTAssertFalse(live.adjustFocused(.decrease), "Down at the last row stays")
        XCTAssertTrue(live.adjustFocused(.increase), "Up")
        XCTAssertTrue(live.pressFocused())
        XCTAssertEqual(selected(live), [], "Space takes the selected row away")
        XCTAssertTrue(live.pressFocused())
        XCTAssertEqual(selected(live), ["Banana"])
    }

    func testAListThatSelectsNothingHasNoSelectableRows() {
        let live = LiveView(List { Text("A") }, size: size)
        XCTAssertEqual(rows(live).map(\.selected), [nil])
        XCTAssertEqual(rows(live).map(\.isFocusable), [false])
        XCTAssertNil(live.frontmostTapTarget)
    }

    func testRepeatedIdentifiersInAListWarnOnceAndShowEveryRow() {
        let heard = Lines()
        let repeated = [Fruit(id: 1, name: "A"), Fruit(id: 1, name: "B"), Fruit(id: 2, name: "C")]
        let live = LiveView(List(repeated) { Text($0.name) }, size: size, measure: FixedMeasure(), diagnostics: heard.diagnostics)
        XCTAssertEqual(rows(live).map(\.label), ["A", "B", "C"])
        XCTAssertEqual(heard.lines.count, 1)
        XCTAssertTrue(heard.lines.first?.contains("the ID 1 occurs multiple times within the collection") == true, "\(heard.lines)")
    }
}
