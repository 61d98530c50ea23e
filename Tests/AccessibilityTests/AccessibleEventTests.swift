import XCTest
import CollapsibleCore
@testable import CollapsibleAccessibility

/// Which events a change of what is shown sends, and in what order.
final class AccessibleEventTests: XCTestCase {
    private let application = AccessibleApplication(name: "collapsible-x11", version: "1")
    private let size = Size(width: 600, height: 300)

    private func tree(_ view: LiveView, focused: Bool = false, width: Int = 600) -> AtspiTree {
        AtspiTree(application: application,
                       window: AccessibleWindow(title: "Collapsible", width: width, height: 300, scale: 1,
                                                isFocused: focused),
                       root: view.accessibilityRoot)
    }

    private var button: AccessibleObject { .view(LiveView(contentView(), size: size).accessibilityRoot.children[2].id) }

    func testNothingChangedSendsNothing() {
        let view = LiveView(contentView(), size: size)
        XCTAssertEqual(AccessibleEvent.changes(from: tree(view), to: tree(view)), [])
        XCTAssertEqual(AccessibleEvent.bounds(from: tree(view), to: tree(view)), [])
    }

    func testAToggleSaysExpandedAtOnceAndWhereEachItemWentOnlyAfter() {
        var view = LiveView(contentView(), size: size)
        let before = tree(view)
        view.toggle()
        let after = tree(view)
        XCTAssertEqual(AccessibleEvent.changes(from: before, to: after), [.stateChanged(button, state: "expanded", on: true)])
        let root = view.accessibilityRoot
        let moved = AccessibleEvent.bounds(from: before, to: after)
        // The row keeps its frame; its three items move.
        XCTAssertEqual(moved.count, 3)
        for (event, item) in zip(moved, root.children) {
            guard case .boundsChanged(let object, let frame) = event else { return XCTFail("\(event)") }
            XCTAssertEqual(object, .view(item.id))
            XCTAssertEqual(frame, after.extents(of: object, in: .window, origin: (0, 0)))
        }
        view.toggle()
        XCTAssertEqual(AccessibleEvent.changes(from: after, to: tree(view)), [.stateChanged(button, state: "expanded", on: false)])
    }

    func testTheFocusComingSaysTheWindowThenItsStateThenTheButtonAndGoingTheOtherWay() {
        let view = LiveView(contentView(), size: size)
        let coming = AccessibleEvent.changes(from: tree(view), to: tree(view, focused: true))
        XCTAssertEqual(coming, [.windowActivated("Collapsible"), .stateChanged(.window, state: "active", on: true),
                                .stateChanged(button, state: "focused", on: true)])
        let going = AccessibleEvent.changes(from: tree(view, focused: true), to: tree(view))
        XCTAssertEqual(going, [.stateChanged(button, state: "focused", on: false),
                               .stateChanged(.window, state: "active", on: false), .windowDeactivated("Collapsible")])
    }

    func testAWindowInFrontWhenTheRegistryTakesTheApplicationInIsAnnouncedThen() {
        let view = LiveView(contentView(), size: size)
        XCTAssertEqual(AccessibleEvent.arrival(of: tree(view, focused: true)),
                       [.windowActivated("Collapsible"), .stateChanged(.window, state: "active", on: true),
                        .stateChanged(button, state: "focused", on: true)])
        XCTAssertEqual(AccessibleEvent.arrival(of: tree(view)), [])
    }

    func testANewLabelIsANewName() {
        let view = LiveView(contentView(), size: size)
        var root = view.accessibilityRoot
        let old = AtspiTree(application: application, window: tree(view).window, root: root)
        root.children[1].label = "one"
        let new = AtspiTree(application: application, window: tree(view).window, root: root)
        XCTAssertEqual(AccessibleEvent.changes(from: old, to: new), [.nameChanged(.view(root.children[1].id), "one")])
    }

    func testAResizeMovesTheWindowRowAndButtonButNotTheStrips() {
        let narrow = LiveView(contentView(), size: Size(width: 400, height: 300))
        let wide = LiveView(contentView(), size: size)
        let events = AccessibleEvent.bounds(from: tree(narrow, width: 400), to: tree(wide))
        let root = wide.accessibilityRoot
        XCTAssertEqual(events.map(\.source), [.window, .view(root.id), .view(root.children[2].id)])
    }

    func testChildrenGoneAreRemovedLastFirstAndNewOnesAdded() {
        let view = LiveView(contentView(), size: size)
        var root = view.accessibilityRoot
        let old = AtspiTree(application: application, window: tree(view).window, root: root)
        let (first, second) = (root.children[0], root.children[1])
        root.children = [root.children[2],
                         AccessibilityElement(id: ViewID(raw: 7), role: .label, label: "7", frame: first.frame)]
        let new = AtspiTree(application: application, window: tree(view).window, root: root)
        let row = AccessibleObject.view(root.id)
        XCTAssertEqual(AccessibleEvent.changes(from: old, to: new), [
            .childRemoved(parent: row, index: 1, child: .view(second.id)),
            .childRemoved(parent: row, index: 0, child: .view(first.id)),
            .childAdded(parent: row, index: 1, child: .view(ViewID(raw: 7))),
        ])
    }

    private struct Asking: View {
        @State var asked = false
        var body: some View {
            Button("Delete") { asked = true }
                .alert("Delete the photo?", isPresented: $asked) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("It cannot be undone.")
                }
        }
    }

    /// An alert coming over the window takes the focus to one of its
    /// buttons: the alert is told added with all it holds, then the button
    /// focused, which is what makes a screen reader read the alert.
    func testTheFocusMovingIntoAnAlertIsToldAfterTheAlertIsAdded() throws {
        var live = LiveView(Asking(), size: size)
        var announced = AnnouncedTree(application: application)
        func show(_ live: LiveView) -> [AccessibleEvent] {
            let window = AccessibleWindow(title: "Asking", width: 600, height: 300, scale: 1, isFocused: true,
                                          focusedView: live.focusedControl ?? live.frontmostTapTarget)
            return announced.show(live.accessibilityRoot, in: window, settled: true)
        }
        _ = show(live)
        XCTAssertTrue(live.moveFocus(forward: true))
        _ = show(live)
        XCTAssertTrue(live.pressFocused())
        let events = show(live)
        let tree = announced.tree
        let focus = try XCTUnwrap(tree.focus)
        XCTAssertEqual(tree[focus]?.role, .pushButton)
        var alert = tree[focus]?.parent
        while let object = alert, tree[object]?.role != .alert { alert = tree[object]?.parent }
        let added = try XCTUnwrap(events.firstIndex { event in
            guard case .childAdded(_, _, let child) = event else { return false }
            var object: AccessibleObject? = focus
            while let current = object, current != child { object = tree[current]?.parent }
            return object != nil
        }, "the alert, with its button, is told added: \(events)")
        XCTAssertNotNil(alert, "the focus is in the alert")
        let focused = try XCTUnwrap(events.firstIndex(of: .stateChanged(focus, state: "focused", on: true)),
                                    "the button is told focused: \(events)")
        XCTAssertLessThan(added, focused)
    }
}

private extension AccessibleEvent {
    var source: AccessibleObject? {
        if case .boundsChanged(let object, _) = self { return object }
        return nil
    }
}
