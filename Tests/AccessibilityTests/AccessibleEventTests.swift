import XCTest
import CollapsibleCore
@testable import CollapsibleAccessibility

/// Which events a change of what is shown sends, and in what order.
final class AccessibleEventTests: XCTestCase {
    private let application = AccessibleApplication(name: "collapsible-x11", version: "1")

    private func window(focused: Bool = false, scheme: ColorScheme = .light, width: Int = 600) -> AccessibleWindow {
        AccessibleWindow(title: "Collapsible", width: width, height: 300, scale: 1, isFocused: focused, colorScheme: scheme)
    }

    private func tree(_ root: AccessibilityNode, focused: Bool = false, scheme: ColorScheme = .light,
                      width: Int = 600) -> AccessibleTree {
        AccessibleTree(application: application, window: window(focused: focused, scheme: scheme, width: width),
                       root: root, focus: nil)
    }

    private var button: AccessibleObject { .view(DemoTree.node().children[2].id) }

    func testNothingChangedSendsNothing() {
        let view = DemoTree.node()
        XCTAssertEqual(AccessibleEvent.changes(from: tree(view), to: tree(view)), [])
        XCTAssertEqual(AccessibleEvent.bounds(from: tree(view), to: tree(view)), [])
    }

    func testAToggleSaysExpandedAtOnceAndWhereEachItemWentOnlyAfter() {
        let before = tree(DemoTree.node())
        let root = DemoTree.node(expanded: true)
        let after = tree(root)
        XCTAssertEqual(AccessibleEvent.changes(from: before, to: after), [.stateChanged(button, state: "expanded", on: true)])
        let moved = AccessibleEvent.bounds(from: before, to: after)
        // The row keeps its frame; its three items move.
        XCTAssertEqual(moved.count, 3)
        for (event, item) in zip(moved, root.children) {
            guard case .boundsChanged(let object, let frame) = event else { return XCTFail("\(event)") }
            XCTAssertEqual(object, .view(item.id))
            XCTAssertEqual(frame, after.extents(of: object, in: .window, origin: (0, 0)))
        }
        XCTAssertEqual(AccessibleEvent.changes(from: after, to: before), [.stateChanged(button, state: "expanded", on: false)])
    }

    func testTheFocusComingSaysTheWindowThenItsStateThenTheButtonAndGoingTheOtherWay() {
        let view = DemoTree.node()
        let coming = AccessibleEvent.changes(from: tree(view), to: tree(view, focused: true))
        XCTAssertEqual(coming, [.windowActivated("Collapsible"), .stateChanged(.window, state: "active", on: true),
                                .stateChanged(button, state: "focused", on: true)])
        let going = AccessibleEvent.changes(from: tree(view, focused: true), to: tree(view))
        XCTAssertEqual(going, [.stateChanged(button, state: "focused", on: false),
                               .stateChanged(.window, state: "active", on: false), .windowDeactivated("Collapsible")])
    }

    func testTheColourSchemeChangesTheWindowsDescription() {
        let view = DemoTree.node()
        XCTAssertEqual(AccessibleEvent.changes(from: tree(view), to: tree(view, scheme: .dark)),
                       [.descriptionChanged(.window, "dark appearance")])
    }

    func testANewLabelIsANewName() {
        var root = DemoTree.node()
        let old = tree(root)
        root.children[1].label = "one"
        let new = tree(root)
        XCTAssertEqual(AccessibleEvent.changes(from: old, to: new), [.nameChanged(.view(root.children[1].id), "one")])
    }

    func testAResizeMovesTheWindowRowAndButtonButNotTheStrips() {
        let root = DemoTree.node()
        let events = AccessibleEvent.bounds(from: tree(DemoTree.node(width: 400), width: 400), to: tree(root))
        XCTAssertEqual(events.map(\.source), [.window, .view(root.id), .view(root.children[2].id)])
    }

    func testChildrenGoneAreRemovedLastFirstAndNewOnesAdded() {
        var root = DemoTree.node()
        let old = tree(root)
        let (first, second) = (root.children[0], root.children[1])
        root.children = [root.children[2],
                         AccessibilityNode(id: ViewID(raw: 7), role: .label, label: "7", frame: first.frame)]
        let new = tree(root)
        let row = AccessibleObject.view(root.id)
        XCTAssertEqual(AccessibleEvent.changes(from: old, to: new), [
            .childRemoved(parent: row, index: 1, child: .view(second.id)),
            .childRemoved(parent: row, index: 0, child: .view(first.id)),
            .childAdded(parent: row, index: 1, child: .view(ViewID(raw: 7))),
        ])
    }
}

private extension AccessibleEvent {
    var source: AccessibleObject? {
        if case .boundsChanged(let object, _) = self { return object }
        return nil
    }
}
