import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// Gradients drawn by cairo, checked against the colour worked out by hand
/// at a pixel's centre: red (255, 0, 0) running to blue (0, 0, 255).
final class GradientTests: XCTestCase {
    private let redToBlue = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
    private let square = Rect(x: 0, y: 0, width: 100, height: 100)

    private func render(_ paint: Paint, in frame: Rect? = nil, kind: ShapeKind = .rectangle, width: Double = 100) -> ImageSurface {
        let frame = frame ?? Rect(x: 0, y: 0, width: width, height: 100)
        return Frames.render(Canvas.list([DisplayItem(id: .root, frame: frame, content: .shape(kind, .fill(paint, FillStyle())))],
                                         width: width))
    }

    /// Red to blue `t` of the way.
    private func mixed(_ t: Double) -> RGB { RGB(Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded())) }

    private func assertNear(_ pixel: RGB, _ expected: RGB, within tolerance: Int = 2, _ what: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThanOrEqual(pixel.distance(to: expected), tolerance, "\(what): \(pixel), not \(expected)", file: file, line: line)
    }

    func testALinearGradientIsTheMixOfItsStopsAlongItsLine() {
        let surface = render(.linearGradient(redToBlue, startPoint: .leading, endPoint: .trailing))
        for x in [0, 24, 50, 77, 99] {
            assertNear(surface.rgb(x, 50), mixed((Double(x) + 0.5) / 100), "x \(x)")
        }
        XCTAssertEqual(surface.rgb(24, 3), surface.rgb(24, 96), "the same colour across the line")
        let diagonal = render(.linearGradient(redToBlue, startPoint: .topLeading, endPoint: .bottomTrailing))
        assertNear(diagonal.rgb(49, 50), mixed(0.5), "the diagonal's middle")
        assertNear(diagonal.rgb(10, 10), mixed(0.105), "along the diagonal")
    }

    func testStopsOutOfOrderAreSortedAndBeyondTheEndsTheEndColoursStay() {
        let stops = Gradient(stops: [.init(color: Color(red: 0, green: 0, blue: 1), location: 0.75),
                                     .init(color: Color(red: 1, green: 0, blue: 0), location: 0.25)])
        let surface = render(.linearGradient(stops, startPoint: .leading, endPoint: .trailing))
        XCTAssertEqual(surface.rgb(10, 50), RGB(255, 0, 0), "before the first stop, its colour")
        XCTAssertEqual(surface.rgb(90, 50), RGB(0, 0, 255), "after the last")
        assertNear(surface.rgb(49, 50), mixed(0.5 / 0.5 * (49.5 - 25) / 50), "between them")
    }

    func testAGradientWithNoStopsDrawsNothingAndOneStopIsItsColour() {
        XCTAssertEqual(render(.linearGradient(Gradient(stops: []), startPoint: .leading, endPoint: .trailing)).rgb(50, 50), Canvas.white)
        XCTAssertEqual(render(.radialGradient(Gradient(colors: [Color(red: 0, green: 1, blue: 0)]), center: .center, startRadius: 0,
                                              endRadius: 10)).rgb(80, 80), RGB(0, 255, 0))
    }

    func testARadialGradientAtItsCentreItsMiddleAndPastItsEdge() {
        let surface = render(.radialGradient(redToBlue, center: .center, startRadius: 0, endRadius: 50))
        assertNear(surface.rgb(49, 49), mixed(0.5.squareRoot() / 50), "the centre")
        assertNear(surface.rgb(49, 74), mixed(hypot(0.5, 24.5) / 50), "halfway out")
        XCTAssertEqual(surface.rgb(2, 2), RGB(0, 0, 255), "past its edge, the last colour")
        let scaled = Frames.render(Canvas.list([DisplayItem(id: .root, frame: square, content: .shape(.rectangle,
            .fill(.radialGradient(redToBlue, center: .center, startRadius: 0, endRadius: 50), FillStyle())))], scale: 2))
        assertNear(scaled.rgb(99, 149), mixed(hypot(0.5, 49.5) / 2 / 50), "halfway out at scale 2, its radius in points")
    }

    func testAnEllipticalGradientStretchesItsRingsToTheFrame() {
        let surface = render(.ellipticalGradient(redToBlue, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5), width: 200)
        let acrossHalfway = surface.rgb(149, 49), downHalfway = surface.rgb(99, 74)
        assertNear(acrossHalfway, mixed(hypot(49.5 / 200, 0.5 / 100) / 0.5), "half the width out")
        assertNear(downHalfway, mixed(hypot(0.5 / 200, 24.5 / 100) / 0.5), "half the height out")
        XCTAssertEqual(surface.rgb(199, 99), RGB(0, 0, 255), "past the edge, in the corner")
    }

    func testAnAngularGradientGoesClockwiseFromTheRight() {
        let surface = render(.angularGradient(redToBlue, center: .center, startAngle: .zero, endAngle: .degrees(360)))
        // Below the centre, at 90°, a quarter of the turn.
        assertNear(surface.rgb(50, 80), mixed(atan2(30.5, 0.5) / (2 * .pi)), within: 3, "at 90°")
        assertNear(surface.rgb(20, 50), mixed(atan2(0.5, -29.5) / (2 * .pi)), within: 3, "at 180°")
        assertNear(surface.rgb(50, 20), mixed((atan2(-29.5, 0.5) + 2 * .pi) / (2 * .pi)), within: 3, "at 270°")
        let sameAngles = render(.angularGradient(redToBlue, center: .center, startAngle: .zero, endAngle: .zero))
        XCTAssertEqual(Canvas.difference(surface, sameAngles).count, 0, "the same two angles are a whole turn")
    }

    /// A quarter turn from 0 to 90°: the rest is the last colour up to
    /// halfway round the rest, then the first, as Apple documents.
    func testAnAngularGradientOfLessThanATurnFillsTheRestWithItsEnds() {
        let surface = render(.angularGradient(redToBlue, center: .center, startAngle: .zero, endAngle: .degrees(90)))
        assertNear(surface.rgb(80, 80), mixed(0.5), within: 3, "at 45°, halfway")
        XCTAssertEqual(surface.rgb(20, 70), RGB(0, 0, 255), "at 146°, the last colour")
        XCTAssertEqual(surface.rgb(70, 20), RGB(255, 0, 0), "at 304°, the first")
    }

    func testATextIsDrawnInAGradientOverItsFrame() {
        let text = StyledText(runs: [.init("IIIIIIII", font: .system(size: 60, weight: .black),
                                           paint: .linearGradient(redToBlue, startPoint: .leading, endPoint: .trailing))])
        let surface = Frames.render(Canvas.list([DisplayItem(id: .root, frame: Rect(x: 0, y: 0, width: 300, height: 100),
                                                             content: .text(text, size: nil))], width: 300))
        var inked: [(x: Int, pixel: RGB)] = []
        for x in 0..<300 {
            let pixel = surface.rgb(x, 50)
            if pixel.g < 20 { inked.append((x, pixel)) }
        }
        XCTAssertGreaterThan(inked.count, 20, "the glyphs are drawn solid in the gradient")
        for (x, pixel) in inked {
            assertNear(pixel, mixed((Double(x) + 0.5) / 300), within: 3, "glyph at x \(x)")
        }
    }
}
