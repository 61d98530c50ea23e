import XCTest
@testable import CollapsibleCore

/// The pointer over views with no button down: `onHover` hears it come and
/// go, `onContinuousHover` where it is at each frame, and the pointer takes
/// the shape of what it is over.
final class HoverTests: XCTestCase {
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    /// A 100-point square in the middle of a 300 x 300 window.
    private func square<V: View>(_ view: (Color) -> V) -> LiveView {
        LiveView(view(Color.red).frame(width: 100, height: 100), size: Size(width: 300, height: 300))
    }

    func testOnHoverHearsThePointerComeAndGo() {
        let log = Log()
        var live = square { $0.onHover { log.entries.append("\($0)") } }
        live.pointerMoved(to: Point(x: 50, y: 50), time: 1)
        live.advance(to: 1)
        XCTAssertEqual(log.entries, [], "outside the square")
        live.pointerMoved(to: Point(x: 150, y: 150), time: 1.1)
        live.advance(to: 1.1)
        live.pointerMoved(to: Point(x: 160, y: 150), time: 1.2)
        live.advance(to: 1.2)
        XCTAssertEqual(log.entries, ["true"], "once, as it came")
        live.pointerMoved(to: Point(x: 280, y: 150), time: 1.3)
        live.advance(to: 1.3)
        XCTAssertEqual(log.entries, ["true", "false"])
        live.pointerMoved(to: Point(x: 150, y: 150), time: 1.4)
        live.advance(to: 1.4)
        live.pointerLeft()
        XCTAssertEqual(log.entries, ["true", "false", "true", "false"], "out of the window")
    }

    func testOnContinuousHoverHearsEachFramesPlaceInItsSpace() {
        let log = Log()
        var live = square { color in
            color.onContinuousHover { phase in
                switch phase {
                case .active(let point): log.entries.append("\(point.x),\(point.y)")
                case .ended: log.entries.append("ended")
                }
            }
        }
        for x in stride(from: 110.0, through: 130, by: 5) { live.pointerMoved(to: Point(x: x, y: 160), time: 1) }
        live.advance(to: 1)
        XCTAssertEqual(log.entries, ["30.0,60.0"], "the frame's last place, from the square's corner")
        live.pointerMoved(to: Point(x: 140, y: 160), time: 1.1)
        live.advance(to: 1.1)
        live.pointerMoved(to: Point(x: 20, y: 20), time: 1.2)
        live.advance(to: 1.2)
        XCTAssertEqual(log.entries, ["30.0,60.0", "40.0,60.0", "ended"])
    }

    func testThePointerTakesTheShapeOfWhatItIsOver() {
        struct Shapes: View {
            @State private var text = ""

            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 50).pointerStyle(.link)
                    TextField("Name", text: $text).textFieldStyle(.roundedBorder).frame(height: 50)
                    Color.green.frame(height: 50).pointerStyle(.grabIdle).pointerStyle(.zoomIn)
                    Color.gray.frame(height: 50)
                }
            }
        }
        var live = LiveView(Shapes(), size: Size(width: 200, height: 200))
        XCTAssertEqual(live.pointerShape, .default, "nowhere yet")
        for (y, expected) in [(25.0, PointerStyle.link), (75, .horizontalText), (125, .grabIdle), (175, .default)] {
            live.pointerMoved(to: Point(x: 100, y: y), time: 1)
            XCTAssertEqual(live.pointerShape, expected, "at \(y)")
        }
        live.pointerLeft()
        XCTAssertEqual(live.pointerShape, .default)
    }

    /// A press passes through a hover to the tap around it, and Space
    /// presses the tap, not the hover in front of it.
    func testAHoverTakesNoPress() {
        let log = Log()
        var live = LiveView(Color.red.onTapGesture { log.entries.append("tap") }.onHover { _ in }.pointerStyle(.link),
                            size: Size(width: 100, height: 100))
        live.click(Point(x: 50, y: 50))
        live.pressFocused()
        XCTAssertEqual(log.entries, ["tap", "tap"])
    }
}
