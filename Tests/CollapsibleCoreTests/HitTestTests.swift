import XCTest
@testable import CollapsibleCore

final class HitTestTests: XCTestCase {
    private let size = Size(width: 600, height: 300)

    func testFramesAreHalfOpenAndTheLaterItemWinsASharedEdge() {
        let layout = contentView().layout(in: size, expanded: false)
        XCTAssertEqual(layout.item(at: Point(x: 16, y: 100)), 0)
        XCTAssertEqual(layout.item(at: Point(x: 15.999, y: 150)), nil)
        XCTAssertEqual(layout.item(at: Point(x: 25.999, y: 150)), 0)
        XCTAssertEqual(layout.item(at: Point(x: 26, y: 150)), 1)
        XCTAssertEqual(layout.item(at: Point(x: 35.999, y: 150)), 1)
        XCTAssertEqual(layout.item(at: Point(x: 36, y: 150)), 2)
        XCTAssertEqual(layout.item(at: Point(x: 583.999, y: 199.999)), 2)
        XCTAssertEqual(layout.item(at: Point(x: 584, y: 150)), nil)
        XCTAssertEqual(layout.item(at: Point(x: 300, y: 99.999)), nil)
        XCTAssertEqual(layout.item(at: Point(x: 300, y: 200)), nil)
    }

    func testGapsOfTheExpandedRowHitNothing() {
        let layout = contentView().layout(in: size, expanded: true)
        let w = (568.0 - 16) / 3
        XCTAssertEqual(layout.item(at: Point(x: 16 + w + 4, y: 150)), nil)
        XCTAssertEqual(layout.item(at: Point(x: 24 + w, y: 150)), 1)
        XCTAssertEqual(layout.item(at: Point(x: 32 + 2 * w, y: 150)), 2)
    }

    /// During an animation the tap target is the last frame as drawn then.
    func testTapTargetsTheFrameOnScreenMidAnimation() {
        var view = LiveView(contentView(), size: size)
        view.toggle()
        view.advance(to: 0)
        view.advance(to: 0.175)
        let lastMinX = view.layout.frames[2].minX
        let collapsedMinX = 36.0, expandedMinX = 32 + 2 * (568.0 - 16) / 3
        XCTAssertEqual(lastMinX, collapsedMinX + (expandedMinX - collapsedMinX) * 0.5, accuracy: 1e-4)

        // Just left of the moving edge: item 1, not a tap.
        view.pointerPressed(at: Point(x: lastMinX - 3, y: 150), time: 0.175)
        XCTAssertFalse(view.pointerReleased(at: Point(x: lastMinX - 3, y: 150), time: 0.2))
        // Just right of it: the last item, a tap that reverses the toggle.
        view.pointerPressed(at: Point(x: lastMinX + 0.5, y: 150), time: 0.2)
        XCTAssertTrue(view.pointerReleased(at: Point(x: lastMinX + 0.5, y: 150), time: 0.25))
        XCTAssertFalse(view.expanded)
    }
}
