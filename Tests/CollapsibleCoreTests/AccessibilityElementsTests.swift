import XCTest
@testable import CollapsibleCore

/// What the view tree tells assistive tools: the exercise's row of labels
/// and its expandable button, and what the accessibility modifiers change.
final class AccessibilityElementsTests: XCTestCase {
    func testTheSeedIsARowOfLabelsAndAnExpandableButton() {
        var live = LiveView(SeedContent(), size: Size(width: 600, height: 300))
        var row = live.accessibilityRoot
        XCTAssertEqual(row.role, .group)
        XCTAssertEqual(row.frame, Rect(x: 16, y: 100, width: 568, height: 100))
        XCTAssertEqual(row.children.map(\.role), [.label, .label, .button])
        XCTAssertEqual(row.children.map(\.label), ["0", "1", "2"])
        XCTAssertEqual(row.children.map(\.expanded), [nil, nil, false])
        // Each label speaks for the item it is laid over.
        XCTAssertEqual(row.children.map(\.frame), [Rect(x: 16, y: 100, width: 10, height: 100), Rect(x: 26, y: 100, width: 10, height: 100),
                                                    Rect(x: 36, y: 100, width: 548, height: 100)])
        XCTAssertEqual(row.children[2].id, live.frontmostTapTarget)
        // Mid-motion, the frames are where the motion heads.
        live.toggle()
        live.advance(to: 0)
        live.advance(to: 0.1)
        row = live.accessibilityRoot
        XCTAssertEqual(row.children[2].expanded, true)
        XCTAssertEqual(row.children[2].frame.minX, 32 + 2 * (568.0 - 16) / 3, accuracy: 1e-9)
    }

    func testTheModifiersChangeWhatIsTold() {
        struct Labelled: View {
            var body: some View {
                HStack {
                    Text("x").accessibilityLabel("the letter x")
                    Text("hidden").accessibilityHidden(true)
                    Circle().accessibilityAddTraits(.isButton).accessibilityLabel("dot")
                    HStack { Text("a"); Text("b") }.onTapGesture {}
                }
            }
        }
        let row = LiveView(Labelled(), size: Size(width: 400, height: 100)).accessibilityRoot
        XCTAssertEqual(row.children.map(\.label), ["the letter x", "dot", "a, b"])
        XCTAssertEqual(row.children.map(\.role), [.label, .button, .button])
        XCTAssertEqual(row.children[2].expanded, nil, "a tap in a view with no expanded state discloses nothing")
    }
}
