import XCTest
@testable import CollapsibleCore

/// A view whose layout changes through `AnyLayout` keeps its subviews:
/// each keeps its state and moves from its old frame to its new one.
final class AnyLayoutTests: XCTestCase {
    /// A square that grows when tapped, by a state of its own.
    private struct Grower: View {
        @State var grown = false
        var body: some View {
            Color.red.frame(width: grown ? 30 : 20, height: 20).onTapGesture { grown = true }
        }
    }

    private struct Switching: View {
        @State var vertical = false
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            layout {
                Grower()
                Color.blue.frame(width: 20, height: 20)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { vertical.toggle() } }
            }
        }
    }

    private func tap(_ live: inout LiveView, at point: Point, time: Double) {
        _ = live.pointerPressed(at: point, time: time)
        _ = live.pointerReleased(at: point, time: time + 0.05)
    }

    /// Side by side in 200 by 200, the grown square (30) and the blue one
    /// (20) make a row 50 wide from x 75; one above the other, a column 40
    /// tall from y 80, each centred across. Halfway through the linear
    /// second each frame is halfway between.
    func testASwitchOfLayoutKeepsStateAndMovesTheFrames() {
        var live = LiveView(Switching(), size: Size(width: 200, height: 200))
        tap(&live, at: Point(x: 85, y: 100), time: 0)
        XCTAssertEqual(shown(live), [Rect(x: 75, y: 90, width: 30, height: 20), Rect(x: 105, y: 90, width: 20, height: 20)])
        tap(&live, at: Point(x: 115, y: 100), time: 1)
        XCTAssertTrue(live.isAnimating)
        live.advance(to: 2)
        live.advance(to: 2.5)
        XCTAssertEqual(shown(live), [Rect(x: 80, y: 85, width: 30, height: 20), Rect(x: 97.5, y: 95, width: 20, height: 20)])
        live.advance(to: 3.1)
        XCTAssertFalse(live.isAnimating)
        XCTAssertEqual(shown(live), [Rect(x: 85, y: 80, width: 30, height: 20), Rect(x: 90, y: 100, width: 20, height: 20)],
                       "the red square is still grown: its state was kept")
    }

    private func shown(_ live: LiveView) -> [Rect] { live.displayList(scale: 1).items.map(\.frame) }

    /// A layout wrapped twice is the layout once; an `AnyLayout`'s spacers
    /// take the axis of the layout inside.
    func testAnAnyLayoutIsTheLayoutItWraps() {
        let twice = AnyLayout(AnyLayout(HStackLayout()))
        XCTAssertTrue(twice.layout is HStackLayout)
        let row = frames(AnyLayout(HStackLayout(spacing: 0)) {
            Color.red.frame(width: 10, height: 10)
            Spacer()
            Color.blue.frame(width: 10, height: 10)
        })
        XCTAssertEqual(row.map(\.minX), [0, 290], "the spacer is as long as the row allows, and no taller than nothing")
    }
}
