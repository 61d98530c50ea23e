import XCTest
@testable import CollapsibleCore

/// A view that an animated change removes is drawn while its transition
/// runs, but takes no click, no focus and no press, and assistive tools no
/// longer see it: SwiftUI does not hit-test a view being removed.
final class LeavingViewTests: XCTestCase {
    private struct Deleter: View {
        @State var items = [1]
        var body: some View {
            VStack {
                if !items.isEmpty {
                    Button("Delete") { withAnimation { _ = items.removeLast() } }
                }
                Text("\(items.count) left")
            }
        }
    }

    func testADoubleClickOnAButtonThatLeavesRunsItsActionOnce() throws {
        var live = LiveView(Deleter(), size: Size(width: 200, height: 200))
        let centre = try XCTUnwrap(live.firstControlCentre)
        live.pointerPressed(at: centre, time: 0)
        XCTAssertTrue(live.pointerReleased(at: centre, time: 0.05))
        live.advance(to: 0.1)
        XCTAssertTrue(live.isAnimating, "the button fades out")
        // The second click of the double click lands on the fading button;
        // were it hit, `removeLast` on no items would trap.
        live.pointerPressed(at: centre, time: 0.2)
        XCTAssertFalse(live.pointerReleased(at: centre, time: 0.25))
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["0 left"])
    }

    func testALeavingButtonTakesNoFocusAndNoPress() throws {
        var live = LiveView(Deleter(), size: Size(width: 200, height: 200))
        XCTAssertTrue(live.pressFocused())
        live.advance(to: 0)
        XCTAssertTrue(live.isAnimating)
        XCTAssertNil(live.frontmostTapTarget)
        XCTAssertFalse(live.moveFocus(forward: true), "no control is left to focus")
        XCTAssertFalse(live.pressFocused())
        XCTAssertTrue(live.accessibilityRoot.children.allSatisfy { $0.role != .button })
    }
}
