import XCTest
import CollapsibleCore
@testable import CollapsibleAccessibility

/// A `ScrollView` as AT-SPI clients see it: a scroll pane holding its
/// content where it is drawn, what the viewport cuts away neither showing
/// nor visible, and a scroll bar with the Value interface, whose setting
/// scrolls; a component's ScrollTo brings it in sight.
final class ScrollPaneTests: XCTestCase {
    private let size = Size(width: 200, height: 100)

    private struct Numbers: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { Text("Line \($0)").frame(height: 50) }
                }
            }
        }
    }

    private func tree(_ view: LiveView) -> AtspiTree {
        AtspiTree(application: AccessibleApplication(name: "numbers", version: "1"),
                  window: AccessibleWindow(title: "Numbers", width: 200, height: 100, scale: 1, isFocused: true),
                  root: view.accessibilityRoot)
    }

    private func element(_ label: String, in view: LiveView) throws -> AtspiTree.Element {
        func find(_ elements: [AccessibilityElement]) -> AccessibilityElement? {
            for element in elements {
                if element.label == label { return element }
                if let found = find(element.children) { return found }
            }
            return nil
        }
        let found = try XCTUnwrap(find([view.accessibilityRoot]), "no \(label)")
        return try XCTUnwrap(tree(view)[.view(found.id)])
    }

    private func pane(_ view: LiveView) throws -> AccessibilityElement {
        let root = view.accessibilityRoot
        return try XCTUnwrap(root.role == .scrollPane ? root : root.children.first { $0.role == .scrollPane })
    }

    func testAScrollPaneWithItsBarAndWhatIsOutOfSightNotShowing() throws {
        let view = LiveView(Numbers(), size: size)
        let pane = try pane(view)
        XCTAssertEqual(AtspiRole(pane.role).rawValue, 49, "ATSPI_ROLE_SCROLL_PANE")
        let bar = try XCTUnwrap(pane.children.last)
        XCTAssertEqual(AtspiRole(bar.role).rawValue, 48, "ATSPI_ROLE_SCROLL_BAR")
        let barElement = try XCTUnwrap(tree(view)[.view(bar.id)])
        XCTAssertEqual(barElement.value?.current, 0)
        XCTAssertEqual(barElement.value?.maximum, 400)
        XCTAssertTrue(barElement.states.contains(.vertical))
        XCTAssertTrue(try element("Line 1", in: view).states.isSuperset(of: [.showing, .visible]))
        let hidden = try element("Line 5", in: view).states
        XCTAssertFalse(hidden.contains(.showing))
        XCTAssertFalse(hidden.contains(.visible))
    }

    func testTheBarsValueScrollsAndTheContentIsWhereItIsDrawn() throws {
        var view = LiveView(Numbers(), size: size)
        let bar = try XCTUnwrap(try pane(view).children.last)
        XCTAssertTrue(view.setValue(250, of: bar.id))
        let line5 = try element("Line 5", in: view)
        XCTAssertTrue(line5.states.contains(.showing))
        XCTAssertEqual(line5.frame?.y, 15, "Line 5's row, at 250 in the content, at the viewport's top, its text 20 high centred in it")
        XCTAssertFalse(try element("Line 1", in: view).states.contains(.showing))
    }

    func testScrollToBringsAViewInSight() throws {
        var view = LiveView(Numbers(), size: size)
        func id(_ label: String) -> ViewID? {
            func find(_ elements: [AccessibilityElement]) -> ViewID? {
                for element in elements {
                    if element.label == label { return element.id }
                    if let found = find(element.children) { return found }
                }
                return nil
            }
            return find([view.accessibilityRoot])
        }
        XCTAssertTrue(view.scrollIntoView(try XCTUnwrap(id("Line 7"))))
        let line7 = try element("Line 7", in: view)
        XCTAssertTrue(line7.states.contains(.showing))
        XCTAssertEqual(line7.frame?.y, 80, "the least move: Line 7's text, 20 high, at the viewport's bottom")
        XCTAssertFalse(view.scrollIntoView(try XCTUnwrap(id("Line 7"))), "already in sight")
    }
}
