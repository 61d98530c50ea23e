import XCTest
import CollapsibleCore
@testable import CollapsibleAccessibility

/// What each object says of itself, from a tree and a window, with no bus:
/// its place, role and states, its extents in each coordinate type at
/// several scales, and the element under a point.
final class AtspiTreeTests: XCTestCase {
    private let application = AccessibleApplication(name: "collapsible-x11", version: "1")

    private func window(scale: Double = 1, focused: Bool = false, width: Int = 600, height: Int = 300) -> AccessibleWindow {
        AccessibleWindow(title: "Collapsible", width: width, height: height, scale: scale, isFocused: focused)
    }

    private func demo(expanded: Bool = false, width: Double = 600) -> AccessibilityElement {
        LiveView(contentView(), size: Size(width: width, height: 300), expanded: expanded).accessibilityRoot
    }

    private func tree(_ root: AccessibilityElement? = nil, _ window: AccessibleWindow? = nil) -> AtspiTree {
        AtspiTree(application: application, window: window ?? self.window(), root: root ?? demo())
    }

    func testTheApplicationHoldsTheWindowWhichHoldsTheRow() throws {
        let root = demo()
        let tree = tree(root)
        let app = try XCTUnwrap(tree[.application])
        XCTAssertEqual(app.role, .application)
        XCTAssertEqual(app.name, "collapsible-x11")
        XCTAssertNil(app.parent)
        XCTAssertNil(app.frame)
        XCTAssertEqual(app.children, [.window])
        let frame = try XCTUnwrap(tree[.window])
        XCTAssertEqual(frame.role, .frame)
        XCTAssertEqual(frame.name, "Collapsible")
        XCTAssertEqual(frame.parent, .application)
        XCTAssertEqual(frame.children, [.view(root.id)])
        let row = try XCTUnwrap(tree[.view(root.id)])
        XCTAssertEqual(row.role, .panel)
        XCTAssertEqual(row.children, root.children.map { .view($0.id) })
        XCTAssertEqual(root.children.map { tree[.view($0.id)]?.role }, [.label, .label, .pushButton])
        XCTAssertEqual(root.children.map { tree[.view($0.id)]?.parent }, Array(repeating: .view(root.id), count: 3))
    }

    func testTheButtonIsExpandableExpandedWhileOpenAndControlsTheRow() throws {
        let collapsed = demo(), expanded = demo(expanded: true)
        let button = AccessibleObject.view(collapsed.children[2].id), row = AccessibleObject.view(collapsed.id)
        let closed = try XCTUnwrap(tree(collapsed)[button])
        XCTAssertEqual(closed.states, [.enabled, .sensitive, .visible, .showing, .focusable, .expandable])
        XCTAssertTrue(closed.isPressable)
        XCTAssertEqual(closed.controllerFor, [row])
        XCTAssertEqual(tree(collapsed)[row]?.controlledBy, [button])
        XCTAssertTrue(try XCTUnwrap(tree(expanded)[button]).states.contains(.expanded))
        XCTAssertFalse(try XCTUnwrap(tree(collapsed)[.view(collapsed.children[0].id)]).isPressable)
        XCTAssertTrue(try XCTUnwrap(tree(collapsed)[row]).states.contains(.horizontal))
    }

    private struct Controls: View {
        @State var on = true
        var body: some View {
            VStack {
                Button("Go") {}
                Toggle("Wi-Fi", isOn: $on)
            }
        }
    }

    func testAButtonIsAPushButtonAndAToggleAToggleButtonCheckedWhileOn() throws {
        let root = LiveView(Controls(), size: Size(width: 300, height: 200)).accessibilityRoot
        let tree = tree(root)
        let button = try XCTUnwrap(tree[.view(root.children[0].id)])
        XCTAssertEqual(button.role, .pushButton)
        XCTAssertEqual(button.name, "Go")
        XCTAssertTrue(button.isPressable)
        let toggle = try XCTUnwrap(tree[.view(root.children[1].id)])
        XCTAssertEqual(toggle.role, .toggleButton)
        XCTAssertEqual(toggle.name, "Wi-Fi", "named by its label")
        XCTAssertEqual(toggle.role.name, "toggle button")
        XCTAssertTrue(toggle.isPressable)
        XCTAssertTrue(toggle.states.isSuperset(of: [.focusable, .checkable, .checked]))
    }

    func testTheFocusIsOnTheControlTheKeyboardMovedTo() throws {
        var live = LiveView(Controls(), size: Size(width: 300, height: 200))
        XCTAssertTrue(live.moveFocus(forward: false))
        let root = live.accessibilityRoot
        var moved = window(focused: true)
        moved.focusedView = live.focusedControl
        let focused = tree(root, moved)
        XCTAssertEqual(focused.focus, .view(root.children[1].id), "Shift+Tab took the last control, the toggle")
        XCTAssertTrue(try XCTUnwrap(focused[.view(root.children[1].id)]).states.contains(.focused))
        XCTAssertFalse(try XCTUnwrap(focused[.view(root.children[0].id)]).states.contains(.focused))
    }

    func testAViewThatTakesNoFocusLeavesItOnTheFirstControl() throws {
        let live = LiveView(Controls(), size: Size(width: 300, height: 200))
        let root = live.accessibilityRoot
        var named = window(focused: true)
        named.focusedView = root.id
        XCTAssertEqual(tree(root, named).focus, .view(root.children[0].id))
    }

    func testTheFocusIsOnTheButtonWhileTheWindowHasItAndTheWindowIsActive() throws {
        let root = demo()
        let button = AccessibleObject.view(root.children[2].id)
        let unfocused = tree(root, window()), focused = tree(root, window(focused: true))
        XCTAssertFalse(try XCTUnwrap(unfocused[button]).states.contains(.focused))
        XCTAssertFalse(try XCTUnwrap(unfocused[.window]).states.contains(.active))
        XCTAssertTrue(try XCTUnwrap(focused[button]).states.contains(.focused))
        XCTAssertTrue(try XCTUnwrap(focused[.window]).states.contains(.active))
        XCTAssertEqual(focused.focus, button)
        XCTAssertFalse(try XCTUnwrap(focused[.view(root.children[0].id)]).states.contains(.focused))
    }

    func testExtentsAreDevicePixelsInTheWindowOnTheScreenAndInTheParent() {
        let root = demo(expanded: true)
        let tree = tree(root, window(scale: 2, width: 1200, height: 600))
        let first = AccessibleObject.view(root.children[0].id)
        let origin = (x: 100, y: 50)
        // 16 to 16 + 552 / 3 logical pixels, doubled; 100 to 200 tall.
        XCTAssertEqual(tree.extents(of: first, in: .window, origin: origin), DeviceRect(x: 32, y: 200, width: 368, height: 200))
        XCTAssertEqual(tree.extents(of: first, in: .screen, origin: origin), DeviceRect(x: 132, y: 250, width: 368, height: 200))
        XCTAssertEqual(tree.extents(of: first, in: .parent, origin: origin), DeviceRect(x: 0, y: 0, width: 368, height: 200))
        XCTAssertEqual(tree.extents(of: .view(root.id), in: .parent, origin: origin), DeviceRect(x: 32, y: 200, width: 1136, height: 200))
        XCTAssertEqual(tree.extents(of: .window, in: .window, origin: origin), DeviceRect(x: 0, y: 0, width: 1200, height: 600))
        XCTAssertEqual(tree.extents(of: .window, in: .parent, origin: origin), DeviceRect(x: 100, y: 50, width: 1200, height: 600))
        XCTAssertNil(tree.extents(of: .application, in: .screen, origin: origin))
    }

    func testFramesThatTouchStillTouchInDevicePixels() {
        // At 1.5 the collapsed strips' edges fall on halves: each edge is
        // rounded once, so the next begins where the last ends.
        let root = demo()
        let tree = tree(root, window(scale: 1.5, width: 900, height: 450))
        let frames = root.children.compactMap { tree.extents(of: .view($0.id), in: .window, origin: (0, 0)) }
        XCTAssertEqual(frames.count, 3)
        for (left, right) in zip(frames, frames.dropFirst()) {
            XCTAssertEqual(left.maxX, right.x)
        }
        XCTAssertEqual(frames.first?.x, 24)
        XCTAssertEqual(frames.last?.maxX, 876)
    }

    func testThePointFindsTheDeepestElementOnTopAndNothingBesideTheRow() {
        let root = demo()
        let tree = tree(root)
        let (row, labels) = (AccessibleObject.view(root.id), root.children.map { AccessibleObject.view($0.id) })
        XCTAssertEqual(tree.descendant(of: .window, at: (20, 150)), labels[0])
        XCTAssertEqual(tree.descendant(of: .window, at: (26, 150)), labels[1], "an edge belongs to the frame on its right")
        XCTAssertEqual(tree.descendant(of: .window, at: (300, 150)), labels[2])
        XCTAssertEqual(tree.descendant(of: row, at: (583, 199)), labels[2])
        XCTAssertNil(tree.descendant(of: .window, at: (300, 20)))
        XCTAssertNil(tree.descendant(of: .window, at: (584, 150)))
        XCTAssertNil(tree.descendant(of: labels[2], at: (300, 150)), "a leaf holds nothing")
        let point = tree.windowPoint(x: 400, y: 200, in: .screen, of: .window, origin: (100, 50))
        XCTAssertEqual(tree.descendant(of: .window, at: point), labels[2])
    }

    func testAnElementOutsideTheWindowIsVisibleButNotShowing() throws {
        // 50 wide: the flexible item shrinks to nothing.
        let root = demo(width: 50)
        let tree = tree(root, window(width: 50))
        let button = try XCTUnwrap(tree[.view(root.children[2].id)])
        XCTAssertEqual(button.frame?.width, 0)
        XCTAssertTrue(button.states.contains(.visible))
        XCTAssertFalse(button.states.contains(.showing))
        XCTAssertTrue(try XCTUnwrap(tree[.view(root.children[0].id)]).states.contains(.showing))
    }

    func testAViewWhoseIDIsTakenIsLeftOutWithWhatItHolds() {
        let inner = AccessibilityElement(id: ViewID(raw: 1), role: .label, label: "again", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        let twin = AccessibilityElement(id: ViewID(raw: 2), role: .group, label: "twin", frame: Rect(x: 0, y: 0, width: 1, height: 1),
                                     children: [inner])
        let root = AccessibilityElement(id: ViewID(raw: 2), role: .group, label: "root", frame: Rect(x: 0, y: 0, width: 9, height: 9),
                                     children: [twin])
        let tree = tree(root)
        XCTAssertEqual(tree[.view(ViewID(raw: 2))]?.name, "root")
        XCTAssertEqual(tree[.view(ViewID(raw: 2))]?.children, [])
        XCTAssertNil(tree[.view(ViewID(raw: 1))])
    }

    private struct LoneButton: View {
        var body: some View { Button("Go") {} }
    }

    private struct LoneToggle: View {
        @State var on = false
        var body: some View { Toggle("Wi-Fi", isOn: $on) }
    }

    private struct LoneSlider: View {
        @State var level = 0.5
        var body: some View { Slider(value: $level) }
    }

    /// The window's one control, inside the group that stands for the
    /// window's content, named, with the focus while the window has it.
    private func loneControl(_ view: some View, file: StaticString = #filePath, line: UInt = #line) throws -> AtspiTree.Element {
        let root = LiveView(view, size: Size(width: 300, height: 100)).accessibilityRoot
        let tree = tree(root, window(focused: true))
        let content = try XCTUnwrap(tree[.window]?.children.first, file: file, line: line)
        let control = try XCTUnwrap(tree[content]?.children.first, "the content holds the control", file: file, line: line)
        XCTAssertEqual(tree.focus, control, file: file, line: line)
        let element = try XCTUnwrap(tree[control], file: file, line: line)
        XCTAssertEqual(element.parent, content, file: file, line: line)
        XCTAssertTrue(element.states.isSuperset(of: [.focusable, .focused]), file: file, line: line)
        return element
    }

    func testALoneControlAtTheRootIsThatControlInsideTheWindow() throws {
        let button = try loneControl(LoneButton())
        XCTAssertEqual(button.role, .pushButton)
        XCTAssertEqual(button.name, "Go")
        XCTAssertTrue(button.isPressable)
        let toggle = try loneControl(LoneToggle())
        XCTAssertEqual(toggle.role, .toggleButton)
        XCTAssertEqual(toggle.name, "Wi-Fi")
        let slider = try loneControl(LoneSlider())
        XCTAssertEqual(slider.role, .slider)
        XCTAssertEqual(slider.value?.current, 0.5)
    }

    func testStatesTravelAsTwoWordsLowFirst() {
        let states: AtspiStates = [.active, .visible, .expanded]
        XCTAssertEqual(states.words.low, 1 << 1 | 1 << 30 | 1 << 10)
        XCTAssertEqual(states.words.high, 0)
        XCTAssertEqual(AtspiStates(rawValue: 1 << 33).words.high, 2)
    }
}
