import XCTest
import CollapsibleCore
@testable import CollapsibleAccessibility

/// What AT-SPI's Selection interface reads of a list and a page tab list,
/// and the presses a client's selecting and deselecting come to.
final class AtspiSelectionTests: XCTestCase {
    private struct Fruits: View {
        @State var one: String? = "Banana"
        @State var several: Set<String> = ["Apple", "Cherry"]
        var body: some View {
            VStack {
                List(["Apple", "Banana", "Cherry"], id: \.self, selection: $one) { Text($0) }
                List(["Apple", "Banana", "Cherry"], id: \.self, selection: $several) { Text($0) }
                List(["Apple"], id: \.self) { Text($0) }
            }
        }
    }

    private let application = AccessibleApplication(name: "collapsible-x11", version: "1")

    private func selections(of view: some View) -> [AtspiSelection?] {
        let root = LiveView(view, size: Size(width: 300, height: 600)).accessibilityRoot
        let tree = AtspiTree(application: application,
                             window: AccessibleWindow(title: "Fruits", width: 300, height: 600, scale: 1, isFocused: true), root: root)
        func lists(_ element: AccessibilityElement) -> [AccessibilityElement] {
            (element.role == .list || element.role == .pageTabList ? [element] : []) + element.children.flatMap(lists)
        }
        return lists(root).map { list in tree[.view(list.id)].flatMap { AtspiSelection(of: $0, in: tree) } }
    }

    func testAListThatSelectsOneSaysWhichAndSelectsByAPressButDeselectsNone() throws {
        let single = try XCTUnwrap(selections(of: Fruits())[0])
        XCTAssertFalse(single.multiselectable)
        XCTAssertEqual(single.selected, [1])
        XCTAssertEqual(single.selectedChild(0), single.children[1])
        XCTAssertNil(single.selectedChild(1))
        XCTAssertEqual(single.select(0), [single.children[0]])
        XCTAssertEqual(single.select(1), [], "already selected")
        XCTAssertNil(single.select(single.children.count), "no such child")
        XCTAssertEqual(single.children.count, 4, "the rows and the scroll bar")
        XCTAssertNil(single.select(3), "a scroll bar is no row")
        XCTAssertNil(single.deselect(1), "one alone stays")
        XCTAssertNil(single.selectAll)
        XCTAssertNil(single.clear)
    }

    func testAListThatSelectsSeveralTakesEachInAndOutByAPress() throws {
        let multiple = try XCTUnwrap(selections(of: Fruits())[1])
        XCTAssertTrue(multiple.multiselectable)
        XCTAssertEqual(multiple.selected, [0, 2])
        XCTAssertEqual(multiple.deselect(2), [multiple.children[2]])
        XCTAssertEqual(multiple.deselect(1), [], "not selected")
        XCTAssertEqual(multiple.selectAll, [multiple.children[1]])
        XCTAssertEqual(multiple.clear, [multiple.children[0], multiple.children[2]])
    }

    func testAListThatSelectsNothingHasNoSelection() {
        XCTAssertNil(selections(of: Fruits())[2])
    }

    func testATabBarIsAPageTabListWhoseShownTabIsSelected() throws {
        let tabs = TabView {
            Text("Inbox").tabItem { Text("Mail") }
            Text("Settings").tabItem { Text("Settings") }
        }
        let selection = try XCTUnwrap(selections(of: tabs).first ?? nil)
        XCTAssertEqual(selection.selected, [0])
        XCTAssertEqual(selection.select(1), [selection.children[1]])
    }
}
