import XCTest
@testable import CollapsibleCore

/// Taps as SwiftUI's TapGesture counts them, hit-tested front to back:
/// only the last item taps, by its frame as it is on screen, also in
/// motion; a shape by its outline.
final class HitTestTests: XCTestCase {
    private let size = Size(width: 600, height: 300)

    /// A press and release at `point`: whether it toggled.
    private func tap(_ live: inout LiveView, at point: Point, time: Double = 0) -> Bool {
        live.pointerPressed(at: point, time: time)
        return live.pointerReleased(at: point, time: time + 0.05)
    }

    func testOnlyTheLastItemTapsAndFramesAreHalfOpen() {
        for (point, taps) in [(Point(x: 36, y: 150), true), (Point(x: 35.999, y: 150), false), (Point(x: 583.999, y: 199.999), true),
                              (Point(x: 584, y: 150), false), (Point(x: 300, y: 99.999), false), (Point(x: 300, y: 200), false),
                              (Point(x: 20, y: 150), false), (Point(x: 300, y: 150), true)] {
            var live = LiveView(SeedContent(), size: size)
            XCTAssertEqual(tap(&live, at: point), taps, "\(point)")
            XCTAssertEqual(live.expanded, taps)
        }
    }

    func testGapsOfTheExpandedRowHitNothing() {
        var live = LiveView(SeedContent(), size: size)
        live.toggle(animated: false)
        let w = (568.0 - 16) / 3
        XCTAssertFalse(tap(&live, at: Point(x: 16 + 2 * w + 12, y: 150)))
        XCTAssertTrue(tap(&live, at: Point(x: 32 + 2 * w, y: 150)))
    }

    /// During an animation the tap target is the last frame as drawn then.
    func testTapTargetsTheFrameOnScreenMidAnimation() {
        var live = LiveView(SeedContent(), size: size)
        live.toggle()
        live.advance(to: 0)
        live.advance(to: 0.175)
        let lastMinX = live.itemFrames[2].minX
        XCTAssertEqual(lastMinX, 36 + (32 + 2 * (568.0 - 16) / 3 - 36) * 0.5, accuracy: 1e-4)
        XCTAssertFalse(tap(&live, at: Point(x: lastMinX - 3, y: 150), time: 0.175))
        XCTAssertTrue(tap(&live, at: Point(x: lastMinX + 0.5, y: 150), time: 0.2))
        XCTAssertFalse(live.expanded)
    }

    func testATapIsSwiftUIsTapGesture() {
        var live = LiveView(SeedContent(), size: size)
        // Held too long, or moved too far: no tap.
        live.pointerPressed(at: Point(x: 300, y: 150), time: 0)
        XCTAssertFalse(live.pointerReleased(at: Point(x: 300, y: 150), time: 0.8))
        live.pointerPressed(at: Point(x: 300, y: 150), time: 1)
        live.pointerMoved(to: Point(x: 350, y: 150))
        XCTAssertFalse(live.pointerReleased(at: Point(x: 300, y: 150), time: 1.1))
        // Released a little outside, within 45 points: a tap.
        live.pointerPressed(at: Point(x: 560, y: 150), time: 2)
        XCTAssertTrue(live.pointerReleased(at: Point(x: 590, y: 150), time: 2.1))
    }

    func testAShapeIsHitByItsOutline() {
        struct Dot: View {
            @State var hits = 0
            var body: some View { Circle().frame(width: 100, height: 100).onTapGesture { hits += 1 } }
        }
        var live = LiveView(Dot(), size: Size(width: 100, height: 100))
        XCTAssertFalse(tap(&live, at: Point(x: 5, y: 5)), "the square's corner is outside the circle")
        XCTAssertTrue(tap(&live, at: Point(x: 50, y: 50)))
    }

    func testTheFirstControlsCentre() {
        let live = LiveView(SeedContent(), size: size)
        XCTAssertEqual(live.firstControlCentre, Point(x: 310, y: 150))
        let two = VStack {
            Text("first").onTapGesture {}
            Text("second").onTapGesture {}
        }
        let both = LiveView(two, size: Size(width: 100, height: 100))
        XCTAssertEqual(both.firstControlCentre?.y, both.accessibilityRoot.children[0].frame.midY, "in reading order")
    }
}
