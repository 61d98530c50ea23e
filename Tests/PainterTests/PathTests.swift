import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A path of one's own, in its frame's coordinates: filled by the nonzero rule, stroked centred on
/// its outline with butt caps and miter joins, its curves where their formulas put them.
final class PathTests: XCTestCase {
    private let triangle = Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 80, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 80))
        path.closeSubpath()
    }

    /// Legs 80 along the frame's top and left from (10, 10): a pixel wholly inside is red, wholly
    /// outside white, and the hypotenuse x + y = 100 cuts the pixels of x + y = 99 in half.
    func testATriangleFillsWhatItsOutlineEncloses() {
        let surface = Frames.render(Canvas.list([Canvas.fill(Rect(x: 10, y: 10, width: 80, height: 80), kind: .path(triangle))]))
        for y in 0..<100 {
            for x in 0..<100 {
                let found = surface.rgb(x, y)
                if x < 10 || y < 10 || x + y >= 100 {
                    XCTAssertEqual(found, Canvas.white, "(\(x), \(y)) lies outside")
                } else if x + y <= 98 {
                    XCTAssertEqual(found, RGB(255, 0, 0), "(\(x), \(y)) lies inside")
                } else {
                    XCTAssertLessThanOrEqual(found.distance(to: RGB(255, 128, 128)), 3, "(\(x), \(y)) is half covered: \(found)")
                }
            }
        }
    }

    /// An L, down 50 then right 50 from the frame's (0, 0) at (20, 20), stroked 4 wide: the line
    /// lies 2 each side of it, ends square where the path ends, and its outer corner is filled
    /// square by the miter join. Every edge is whole, at scale 1 and 2, so every pixel is exact.
    func testAStrokeIsCentredOnThePathWithButtEndsAndAMiterCorner() {
        let l = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 0, y: 50))
            path.addLine(to: CGPoint(x: 50, y: 50))
        }
        let item = DisplayItem(id: .root, frame: Rect(x: 20, y: 20, width: 60, height: 60), content: .shape(.path(l), .stroke(.black, lineWidth: 4)))
        for scale in [1.0, 2.0] {
            let surface = Frames.render(Canvas.list([item], scale: scale))
            let down = Rect(x: 18, y: 20, width: 4, height: 52), across = Rect(x: 18, y: 68, width: 52, height: 4)
            for y in 0..<surface.height {
                for x in 0..<surface.width {
                    let centre = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                    let expected = down.contains(centre) || across.contains(centre) ? RGB(0, 0, 0) : Canvas.white
                    XCTAssertEqual(surface.rgb(x, y), expected, "scale \(scale), (\(x), \(y))")
                }
            }
        }
    }

    /// A quadratic curve from (0, 0) to (100, 0) pulled towards (50, 100) is the parabola
    /// y = 2x - x^2 / 50; an ellipse's four cubic arcs are within a thousandth of its circle.
    func testCurvesFollowTheirFormulas() {
        let bow = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
            path.closeSubpath()
        }
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60))
        let surface = Frames.render(Canvas.list([Canvas.fill(Rect(x: 0, y: 10, width: 100, height: 50), kind: .path(bow)),
                                                 Canvas.fill(Rect(x: 120, y: 10, width: 60, height: 60), .black, kind: .path(circle), id: 1)],
                                                width: 200))
        var checked = 0
        for y in 0..<100 {
            for x in 0..<200 {
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5, found = surface.rgb(x, y)
                // How far the pixel's centre lies inside each outline, in pixels, roughly.
                let inBow = x < 100 ? min(cy - 10, 2 * cx - cx * cx / 50 - (cy - 10)) / (1 + abs(2 - cx / 25)) : -.infinity
                let inCircle = 30 - Point(x: 150, y: 40).distance(to: Point(x: cx, y: cy))
                if inBow > 1 {
                    XCTAssertEqual(found, RGB(255, 0, 0), "(\(x), \(y)) is inside the parabola")
                } else if inCircle > 1 {
                    XCTAssertEqual(found, RGB(0, 0, 0), "(\(x), \(y)) is inside the circle")
                } else if inBow < -1, inCircle < -1 {
                    XCTAssertEqual(found, Canvas.white, "(\(x), \(y)) is outside both")
                } else {
                    continue
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 18_000)
    }
}
