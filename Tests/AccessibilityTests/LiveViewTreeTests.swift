import XCTest
import CollapsibleCore

/// The tree today's view hands assistive tools, and a press through it.
final class LiveViewTreeTests: XCTestCase {
    private let size = Size(width: 600, height: 300)

    func testTheRowHoldsTwoLabelsAndAButtonNamedByTheirTexts() {
        let view = LiveView(contentView(), size: size)
        let tree = view.accessibilityTree
        XCTAssertEqual(tree.role, .group)
        XCTAssertEqual(tree.label, "row")
        XCTAssertEqual(tree.children.map(\.role), [.label, .label, .button])
        XCTAssertEqual(tree.children.map(\.label), ["0", "1", "2"])
        XCTAssertEqual(tree.children.map(\.expanded), [nil, nil, false])
        XCTAssertEqual(Set(tree.children.map(\.id) + [tree.id]).count, 4, "two elements share an ID")
        XCTAssertEqual(tree.frame, Rect(x: 16, y: 100, width: 568, height: 100))
    }

    func testFramesAreWhereTheMotionEndsFromTheToggleOn() {
        var view = LiveView(contentView(), size: size)
        view.toggle()
        view.advance(to: 10)
        view.advance(to: 10.1)
        XCTAssertTrue(view.isAnimating)
        let target = view.content.layout(in: size, expanded: true)
        XCTAssertNotEqual(view.layout, target, "the row should still be on its way")
        XCTAssertEqual(view.accessibilityTree.children.map(\.frame), target.frames)
        XCTAssertEqual(view.accessibilityTree.children.last?.expanded, true)
    }

    func testPressingTheButtonTogglesAsATapAndAnythingElseDoesNothing() {
        var view = LiveView(contentView(), size: size)
        let tree = view.accessibilityTree
        for label in tree.children.dropLast() {
            XCTAssertFalse(view.press(label.id))
        }
        XCTAssertFalse(view.press(tree.id))
        XCTAssertFalse(view.press(ViewID(raw: 42)))
        XCTAssertFalse(view.expanded)
        XCTAssertTrue(view.press(tree.children[2].id))
        XCTAssertTrue(view.expanded)
        XCTAssertTrue(view.press(tree.children[2].id))
        XCTAssertFalse(view.expanded)
    }

    func testARowOfNoItemsHasNoButtonToPress() {
        var view = LiveView(Collapsible(items: [Int]()) { _ in Rectangle() }, size: size)
        XCTAssertEqual(view.accessibilityTree.children, [])
        XCTAssertFalse(view.press(ViewID.root.child(0).child(-1)))
    }
}
