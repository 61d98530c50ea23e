import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A clipped group shows only inside the clip's outline: `cornerRadius` clips to a rounded
/// rectangle in the view's frame, `clipShape(Circle())` to the largest circle in it.
final class ClipTests: XCTestCase {
    private let frame = Rect(x: 10, y: 10, width: 80, height: 60)

    /// How far `p` lies outside the rounded rectangle in `frame` with corners of `radius`;
    /// negative inside.
    private func distance(from p: Point, to frame: Rect, radius: Double) -> Double {
        let qx = abs(p.x - frame.midX) - (frame.width / 2 - radius), qy = abs(p.y - frame.midY) - (frame.height / 2 - radius)
        return Point(x: 0, y: 0).distance(to: Point(x: max(qx, 0), y: max(qy, 0))) + min(max(qx, qy), 0) - radius
    }

    /// A red square over the whole window, clipped: red where the pixel lies wholly inside the
    /// outline, white where wholly outside, a pixel's half diagonal and a little from the edge.
    private func check(_ kind: ShapeKind, outline: Rect, radius: Double, name: String) {
        let group = Canvas.group(.clip(kind, frame: frame), [Canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100))])
        let surface = Frames.render(Canvas.list([group]))
        var counts = (inside: 0, outside: 0)
        for y in 0..<100 {
            for x in 0..<100 {
                let d = distance(from: Point(x: Double(x) + 0.5, y: Double(y) + 0.5), to: outline, radius: radius)
                if d < -0.9 {
                    XCTAssertEqual(surface.rgb(x, y), RGB(255, 0, 0), "\(name): (\(x), \(y)) is inside")
                    counts.inside += 1
                } else if d > 0.9 {
                    XCTAssertEqual(surface.rgb(x, y), Canvas.white, "\(name): (\(x), \(y)) is outside")
                    counts.outside += 1
                }
            }
        }
        XCTAssertGreaterThan(counts.inside, 1000, name)
        XCTAssertGreaterThan(counts.outside, 1000, name)
    }

    func testCornerRadiusClipsToARoundedRectangle() {
        check(.roundedRectangle(cornerRadius: 20), outline: frame, radius: 20, name: "rounded")
        // The corners show the background, the middle of each side the group.
        let surface = Frames.render(Canvas.list([Canvas.group(.clip(.roundedRectangle(cornerRadius: 20), frame: frame),
                                                              [Canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100))])]))
        for (x, y) in [(10, 10), (89, 10), (10, 69), (89, 69), (14, 14)] { XCTAssertEqual(surface.rgb(x, y), Canvas.white, "(\(x), \(y))") }
        for (x, y) in [(10, 40), (89, 40), (50, 10), (50, 69), (50, 40)] { XCTAssertEqual(surface.rgb(x, y), RGB(255, 0, 0), "(\(x), \(y))") }
    }

    /// A corner of 100 on a 400 square, drawn in each style. Three pixels down, at y = 2.5,
    /// or 0.025 of the radius, the circle's edge is 100 - (100² - 97.5²)^½ = 77.8 from the
    /// side. The continuous corner's first curve runs from 152.9 along the edge through
    /// control points at 108.8 and 86.8 to (67.0, 6.55), its y t³ 6.55: at y = 2.5, t = 0.725
    /// and x = 84.2. So the pixel at x = 80 is filled by the circular corner alone, the one at
    /// x = 90 by both.
    func testAContinuousCornerLeavesTheEdgeLaterThanACircle() {
        let square = Rect(x: 0, y: 0, width: 400, height: 400)
        for style in [RoundedCornerStyle.circular, .continuous] {
            let surface = Frames.render(Canvas.list([Canvas.fill(square, kind: .roundedRectangle(cornerRadius: 100, style: style))],
                                                    width: 400, height: 400))
            XCTAssertEqual(surface.rgb(80, 2), style == .circular ? RGB(255, 0, 0) : Canvas.white, "\(style) at (80, 2)")
            XCTAssertEqual(surface.rgb(90, 2), RGB(255, 0, 0), "\(style) at (90, 2)")
            XCTAssertEqual(surface.rgb(2, 80), surface.rgb(80, 2), "\(style): the corner is symmetric")
            XCTAssertEqual(surface.rgb(397, 319), surface.rgb(80, 2), "\(style): the corner across from it is the same")
            XCTAssertEqual(surface.rgb(200, 0), RGB(255, 0, 0), "\(style): the middle of the edge")
        }
    }

    /// The largest circle in an 80 x 60 frame: radius 30 about its centre, (50, 40).
    func testClipShapeCircleClipsToTheCircle() {
        check(.circle, outline: Rect(x: 20, y: 10, width: 60, height: 60), radius: 30, name: "circle")
    }

    /// A path clips as it fills: the triangle's half of the frame.
    func testAPathClipsToWhatItEncloses() {
        let triangle = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 80, y: 0))
            path.addLine(to: CGPoint(x: 0, y: 60))
            path.closeSubpath()
        }
        let clipped = Canvas.group(.clip(.path(triangle), frame: frame), [Canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100))])
        let filled = Canvas.fill(frame, kind: .path(triangle))
        let difference = Canvas.difference(Frames.render(Canvas.list([clipped])), Frames.render(Canvas.list([filled])))
        XCTAssertEqual(difference.worst, 0, "\(difference.count) pixels differ, the worst at \(difference.at)")
    }

    /// Two squares one inside the other, wound the same way: by the nonzero rule the clip is the
    /// outer one; by the even-odd rule, `clipShape(_:style: FillStyle(eoFill: true))`, the inner
    /// one is a hole that shows what lies behind.
    func testAnEvenOddClipLeavesTheInnerSquareAHole() {
        let squares = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 80, height: 60))
            path.addRect(CGRect(x: 20, y: 15, width: 40, height: 30))
        }
        for eoFill in [false, true] {
            let clipped = Canvas.group(.clip(.path(squares), frame: frame, style: FillStyle(eoFill: eoFill)),
                                       [Canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100))])
            let surface = Frames.render(Canvas.list([clipped]))
            // The hole is (30, 25) to (70, 55) in the window.
            XCTAssertEqual(surface.rgb(50, 40), eoFill ? Canvas.white : RGB(255, 0, 0), "the hole, eoFill \(eoFill)")
            XCTAssertEqual(surface.rgb(31, 26), eoFill ? Canvas.white : RGB(255, 0, 0), "the hole's corner, eoFill \(eoFill)")
            XCTAssertEqual(surface.rgb(28, 40), RGB(255, 0, 0), "the ring, eoFill \(eoFill)")
            XCTAssertEqual(surface.rgb(5, 40), Canvas.white, "outside, eoFill \(eoFill)")
        }
    }
}
