import Foundation
import XCTest

/// fruits of Examples/Programs as a screen reader finds it, on the real
/// accessibility stack with pyatspi as the client: a list of its header's
/// label, list items named by their fruit, each selectable, which say they
/// are selected once a click selects them, and its footer's label.
final class ListAccessibilityTests: AccessibilityTestCase {
    private func find(_ role: String, in node: [String: Any]) -> [String: Any]? {
        if node["role"] as? String == role { return node }
        for child in node["children"] as? [[String: Any]] ?? [] {
            if let found = find(role, in: child) { return found }
        }
        return nil
    }

    private func states(_ node: [String: Any]) -> [String] { node["states"] as? [String] ?? [] }

    func testAScreenReaderReadsTheListAndHearsARowSelected() throws {
        let program = try DependentPrograms.executable("fruits")
        let stack = try AccessibilityStack()
        let tool = try AssistiveTool(on: stack)
        (self.stack, self.tool) = (stack, tool)
        let session = try Session(["--size", "320x400"], on: server, binary: program, environment: stack.environment)
        let found = try tool.ask(["do": "find", "name": "fruits", "within": 5.0])
        XCTAssertEqual(found["found"] as? Bool, true, "fruits is not on the desktop")

        let tree = try XCTUnwrap(try tool.ask(["do": "tree"])["tree"] as? [String: Any])
        let list = try XCTUnwrap(find("list", in: tree), "no list in \(tree)")
        XCTAssertTrue(states(list).contains("multiselectable"), "\(states(list))")
        let children = list["children"] as? [[String: Any]] ?? []
        XCTAssertEqual(children.compactMap { $0["name"] as? String }, ["FRUIT", "Apple", "Banana", "Cherry", "Date", "0 selected"],
                       "the header, the rows and the footer")
        let rows = children.filter { $0["role"] as? String == "list item" }
        XCTAssertEqual(rows.compactMap { $0["name"] as? String }, ["Apple", "Banana", "Cherry", "Date"])
        for row in rows {
            XCTAssertTrue(states(row).contains("selectable"), "\(row)")
            XCTAssertFalse(states(row).contains("selected"), "\(row)")
        }

        let banana = try XCTUnwrap(rows[1]["window"] as? [Int], "Banana's extents in the window: \(rows[1])")
        let heard = tool.events.count
        session.x.click(banana[0] + banana[2] / 2, banana[1] + banana[3] / 2, in: session.window)
        let change = tool.waitForEvent(after: heard) { $0.type == "object:state-changed:selected" && $0.role == "list item" }
        XCTAssertNotNil(change, "no row was heard selected")
        let after = try XCTUnwrap(try tool.ask(["do": "tree"])["tree"] as? [String: Any])
        let selected = (find("list", in: after)?["children"] as? [[String: Any]] ?? []).filter { states($0).contains("selected") }
        XCTAssertEqual(selected.compactMap { $0["name"] as? String }, ["Banana"])
    }
}
