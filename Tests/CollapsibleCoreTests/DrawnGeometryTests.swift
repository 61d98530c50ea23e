import XCTest
@testable import CollapsibleCore

/// Effects, clips and hits take a view's frame as drawn: a transform moves
/// where a view is hit as it moves where it is drawn, a clip cuts the
/// drawing and leaves the hits, and both follow the frame while it moves.
final class DrawnGeometryTests: XCTestCase {
    private struct Counting<Content: View>: View {
        @State var taps = 0
        let content: (Color) -> Content
        var body: some View {
            VStack(spacing: 0) {
                Text("\(taps)")
                content(Color.blue)
                    .frame(width: 50, height: 50)
                    .onTapGesture { taps += 1 }
                    .scaleEffect(2)
            }
        }
    }

    private func tap(_ live: inout LiveView, at point: Point) -> Bool {
        live.pointerPressed(at: point, time: 0)
        return live.pointerReleased(at: point, time: 0.05)
    }

    /// A 50 pt square scaled twice about its centre: drawn, and hit, 25 pt
    /// beyond its layout frame on every side.
    func testAScaledViewTakesTapsWhereItIsDrawn() throws {
        var live = LiveView(Counting { $0 }, size: Size(width: 200, height: 200))
        let square = try XCTUnwrap(live.displayList(scale: 1).items.first { if case .effect(.transform, _) = $0.content { true } else { false } })
        guard case .effect(.transform(let transform), let inside) = square.content else { return XCTFail() }
        let layout = try XCTUnwrap(inside.first).frame
        let drawn = layout.applying(transform)
        XCTAssertEqual(drawn.width, 100, accuracy: 1e-9)
        let outside = Point(x: drawn.minX + 5, y: drawn.minY + 5)
        XCTAssertFalse(layout.contains(outside), "the point lies outside the layout frame")
        XCTAssertTrue(tap(&live, at: outside))
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "1")
        XCTAssertFalse(tap(&live, at: Point(x: drawn.minX - 1, y: drawn.midY)), "beyond the drawn square")
        let button = try XCTUnwrap(live.accessibilityRoot.children.last)
        XCTAssertEqual(button.role, .button)
        XCTAssertEqual(button.frame, drawn, "assistive tools are told where it is drawn")
    }

    private struct Clipped: View {
        @State var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("\(taps)")
                Color.red.frame(width: 100, height: 100)
                    .onTapGesture { taps += 1 }
                    .frame(width: 40, height: 40)
                    .clipped()
            }
        }
    }

    /// The red square overflows its 40 pt frame, which clips it: the part
    /// cut away is drawn nowhere and still takes the tap, as SwiftUI's.
    func testContentClippedAwayIsDrawnNowhereAndStillHit() throws {
        var live = LiveView(Clipped(), size: Size(width: 200, height: 200))
        let clip = try XCTUnwrap(live.displayList(scale: 1).items.first { if case .effect(.clip, _) = $0.content { true } else { false } })
        guard case .effect(.clip(_, let frame, _), let inside) = clip.content else { return XCTFail() }
        let red = try XCTUnwrap(inside.first).frame
        XCTAssertEqual(red.width, 100)
        XCTAssertEqual(frame.width, 40)
        XCTAssertTrue(tap(&live, at: Point(x: red.minX + 5, y: red.midY)), "cut away")
        XCTAssertTrue(tap(&live, at: Point(x: frame.midX, y: frame.midY)))
    }

    private struct Shrinking: View {
        @State var wide = true
        var body: some View {
            VStack {
                Button("Shrink") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
                Rectangle().frame(width: wide ? 100 : 50, height: 50)
                    .cornerRadius(10)
                    .rotationEffect(.degrees(30))
            }
        }
    }

    /// Halfway through a shrink from 100 pt to 50, the clip is the 75 pt
    /// frame drawn then, and the turn is about that frame's centre.
    func testClipsAndTransformsFollowTheFrameAsDrawn() throws {
        var live = LiveView(Shrinking(), size: Size(width: 300, height: 300))
        live.pressFrontmostTapTarget()
        live.advance(to: 0)
        live.advance(to: 0.5)
        let turned = try XCTUnwrap(live.displayList(scale: 1).items.first { if case .effect(.transform, _) = $0.content { true } else { false } })
        guard case .effect(.transform(let transform), let inside) = turned.content,
              case .effect(.clip(_, let clipFrame, _), let clipped) = try XCTUnwrap(inside.first).content else { return XCTFail("\(turned)") }
        let rectangle = try XCTUnwrap(clipped.first).frame
        XCTAssertEqual(rectangle.width, 75, accuracy: 1e-9)
        XCTAssertEqual(clipFrame, rectangle, "the clip is the frame drawn now, not the one the motion heads for")
        let centre = Point(x: rectangle.midX, y: rectangle.midY)
        let turnedCentre = centre.applying(transform)
        XCTAssertEqual(turnedCentre.x, centre.x, accuracy: 1e-9, "turned about the centre drawn now")
        XCTAssertEqual(turnedCentre.y, centre.y, accuracy: 1e-9)
    }
}
