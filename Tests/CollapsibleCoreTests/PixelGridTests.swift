import XCTest
@testable import CollapsibleCore

/// Frames drawn on the pixel grid of the screen's scale, as SwiftUI rounds
/// them: each edge of a view's frame on the nearest device pixel, one
/// halfway between two going right or down, while layout stays exact.
/// Edges are checked in device pixels, at scales 1, 2 and 1.5.
final class PixelGridTests: XCTestCase {
    /// A 50 point square beside a bar, `width` wide together.
    private func row(_ width: Double) -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50)
            Color.blue.frame(width: width - 50, height: 50)
        }
    }

    private func devicePixels(_ frame: Rect, _ scale: Double) -> [Double] {
        [frame.minX, frame.maxX, frame.minY, frame.maxY].map { $0 * scale }
    }

    /// A row 171 wide centred in 480 starts at 154.5: on the pixel after at
    /// scale 1 and 1.5 (231.75 pixels), its 50 point square whole. At scale
    /// 2 that is a pixel's edge already, and a row 171.5 wide starts at
    /// 154.25, pixel 308.5. Centred in 301 down, it starts at 125.5.
    func testARowCentredBetweenPixelsStartsOnTheNearest() {
        let cases: [(scale: Double, row: Double, square: [Double], bar: [Double])] = [
            (1, 171, [155, 205, 126, 176], [205, 326, 126, 176]),
            (2, 171.5, [309, 409, 251, 351], [409, 652, 251, 351]),
            (1.5, 171, [232, 307, 188, 263], [307, 488, 188, 263]),
        ]
        for (scale, width, square, bar) in cases {
            let drawn = frames(row(width), in: Size(width: 480, height: 301), scale: scale)
            XCTAssertEqual(drawn.count, 2)
            for (got, want) in zip(drawn.map { devicePixels($0, scale) }, [square, bar]) {
                for (edge, expected) in zip(got, want) {
                    XCTAssertEqual(edge, expected, accuracy: 1e-9, "at scale \(scale): \(got)")
                }
            }
        }
    }

    /// A border takes the view's frame, on the grid, and its line of a point
    /// lies inside it from the edge: one device pixel at scale 1, two at 2.
    func testABordersFrameIsOnTheGridAndItsLineInsideIt() throws {
        let cases: [(scale: Double, row: Double, frame: [Double])] = [
            (1, 171, [155, 326, 126, 176]), (2, 171.5, [309, 652, 251, 351]), (1.5, 171, [232, 488, 188, 263]),
        ]
        for (scale, width, expected) in cases {
            var live = LiveView(row(width).border(Color.black), size: Size(width: 480, height: 301))
            live.displayScale = scale
            let border = try XCTUnwrap(live.displayList(scale: scale).items.last)
            for (edge, want) in zip(devicePixels(border.frame, scale), expected) {
                XCTAssertEqual(edge, want, accuracy: 1e-9, "at scale \(scale)")
            }
            let inside = border.frame.insetBy(dx: 0.5, dy: 0.5)
            XCTAssertEqual(border.content, .shape(.path(Path(CGRect(x: 0.5, y: 0.5, width: inside.width, height: inside.height))),
                                                  .stroke(.black, lineWidth: 1)))
        }
    }

    /// The graph's 16 by 9 box, 300 wide, is 168.75 tall, from 235.625 in
    /// 640: its top and bottom on the nearest pixels at every scale.
    func testASixteenByNineBoxIsDrawnOnWholePixels() {
        let box = Color.blue.aspectRatio(16 / 9, contentMode: .fit).frame(width: 300)
        for (scale, expected) in [(1.0, [90.0, 390, 236, 404]), (2, [180, 780, 471, 809]), (1.5, [135, 585, 353, 607])] {
            let drawn = frames(box, in: Size(width: 480, height: 640), scale: scale)
            for (edge, want) in zip(devicePixels(drawn[0], scale), expected) {
                XCTAssertEqual(edge, want, accuracy: 1e-9, "at scale \(scale)")
            }
        }
    }

    /// A new scale puts what is drawn on its grid at once.
    func testANewScaleRoundsToItsGrid() {
        var live = LiveView(Color.blue.aspectRatio(16 / 9, contentMode: .fit).frame(width: 300), size: Size(width: 480, height: 640))
        XCTAssertEqual(live.displayList(scale: 1).items.first?.frame.minY, 236)
        live.displayScale = 2
        XCTAssertEqual(live.displayList(scale: 2).items.first?.frame.minY, 235.5)
        XCTAssertFalse(live.isAnimating)
    }

    /// SwiftUI rounds the frame a view moves to, not each frame of the way:
    /// the exercise's last item, from 36 to 400.67 in a window 601 wide,
    /// heads for 401 and is halfway at 218.5.
    func testAMovingViewGlidesBetweenFramesOnTheGrid() {
        var live = LiveView(SeedContent(), size: Size(width: 601, height: 300))
        live.toggle()
        live.advance(to: 0)
        live.advance(to: 0.175)
        XCTAssertEqual(live.itemFrames[2].minX, 218.5, accuracy: 1e-9)
        live.advance(to: 0.35)
        XCTAssertEqual(live.itemFrames[2].minX, 401)
    }

    /// Assistive tools are told a label's frame as drawn, and its
    /// characters where its lines are set: in the size layout chose,
    /// centred on that frame, as the painter sets them.
    func testALabelIsToldAsDrawnAndSetInTheSizeItChose() throws {
        let live = LiveView(Text("Hi"), size: Size(width: 200, height: 200))
        let label = try XCTUnwrap(live.accessibilityRoot.children.first)
        let size = FixedMeasure().size(of: StyledText("Hi"), width: nil, height: nil)
        XCTAssertEqual(label.frame, onPixels(Rect(x: 100 - size.width / 2, y: 100 - size.height / 2, width: size.width, height: size.height)))
        let placed = try XCTUnwrap(label.text?.frame)
        XCTAssertEqual(placed.width, size.width, accuracy: 1e-9)
        XCTAssertEqual(placed.height, size.height, accuracy: 1e-9)
        XCTAssertEqual(placed.midX, label.frame.midX, accuracy: 1e-9)
        XCTAssertEqual(placed.midY, label.frame.midY, accuracy: 1e-9)
    }

    /// What layout offers and reports stays exact: a reader beside a strip
    /// half a point wide is offered 99.5, and drawn from the pixel after.
    func testLayoutStaysExact() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 0.5)
            GeometryReader { proxy in Text("\(proxy.size.width)") }
        }
        let live = LiveView(view, size: Size(width: 100, height: 100))
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "99.5")
        XCTAssertEqual(live.displayList(scale: 1).items.last?.frame.minX, 1)
    }
}
