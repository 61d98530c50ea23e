import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// Lines drawn with a `StrokeStyle`, and fills with a `FillStyle`, checked
/// pixel by pixel against where the dashes and the holes fall.
final class StrokeStyleTests: XCTestCase {
    private let black = CollapsibleCore.Color(red: 0, green: 0, blue: 0)

    /// A line across the middle from x 0 to 100, 4 points wide.
    private func line(_ style: StrokeStyle, scale: Double = 1) -> ImageSurface {
        let across = Path { $0.move(to: CGPoint(x: 0, y: 50)); $0.addLine(to: CGPoint(x: 100, y: 50)) }
        var style = style
        style.lineWidth = 4
        return Frames.render(Canvas.list([DisplayItem(id: .root, frame: Rect(x: 0, y: 0, width: 100, height: 100),
                                                      content: .shape(.path(across), .stroke(.color(black), style)))], scale: scale))
    }

    private func isInked(_ surface: ImageSurface, _ x: Int, _ y: Int = 50) -> Bool { surface.rgb(x, y).maxChannel < 10 }

    func testADashRepeatsItsPeriodAndThePhaseShiftsIt() {
        let dashed = line(StrokeStyle(dash: [10, 5]))
        for x in 0..<100 {
            XCTAssertEqual(isInked(dashed, x), x % 15 < 10, "x \(x) of a period of 15: 10 drawn, 5 not")
        }
        let shifted = line(StrokeStyle(dash: [10, 5], dashPhase: 5))
        for x in 0..<100 {
            XCTAssertEqual(isInked(shifted, x), (x + 5) % 15 < 10, "x \(x), 5 into the pattern")
        }
        let doubled = line(StrokeStyle(dash: [10, 5]), scale: 2)
        for x in 0..<200 {
            XCTAssertEqual(isInked(doubled, x, 100), x % 30 < 20, "x \(x) at scale 2: 20 pixels drawn, 10 not")
        }
    }

    func testADashOfZerosOrNegativesIsASolidLine() {
        for dash: [Double] in [[0, 0], [0], [-5, 5], [5, -1]] {
            let solid = line(StrokeStyle(dash: dash))
            XCTAssertTrue((0..<100).allSatisfy { isInked(solid, $0) }, "\(dash)")
        }
    }

    func testRoundCapsReachPastTheEndsAndButtCapsDoNot() {
        let short = Path { $0.move(to: CGPoint(x: 20, y: 50)); $0.addLine(to: CGPoint(x: 80, y: 50)) }
        func draw(_ cap: CGLineCap) -> ImageSurface {
            Frames.render(Canvas.list([DisplayItem(id: .root, frame: Rect(x: 0, y: 0, width: 100, height: 100), content:
                .shape(.path(short), .stroke(.color(black), StrokeStyle(lineWidth: 20, lineCap: cap))))]))
        }
        XCTAssertFalse(isInked(draw(.butt), 15))
        XCTAssertTrue(isInked(draw(.round), 15), "half the width past the end")
        XCTAssertFalse(isInked(draw(.round), 11, 41), "round, not square, at the corner")
        XCTAssertTrue(isInked(draw(.square), 11, 41))
    }

    /// Two squares one inside the other: by the nonzero rule both are
    /// inside; by the even-odd rule the inner one is a hole.
    func testTheEvenOddRuleLeavesAHole() {
        let rings = Path { path in
            path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
            path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        }
        func draw(_ style: FillStyle) -> ImageSurface {
            Frames.render(Canvas.list([DisplayItem(id: .root, frame: Rect(x: 0, y: 0, width: 100, height: 100),
                                                   content: .shape(.path(rings), .fill(.color(Canvas.red), style)))]))
        }
        XCTAssertEqual(draw(FillStyle()).rgb(50, 50), RGB(255, 0, 0))
        XCTAssertEqual(draw(FillStyle(eoFill: true)).rgb(50, 50), Canvas.white, "the hole")
        XCTAssertEqual(draw(FillStyle(eoFill: true)).rgb(20, 20), RGB(255, 0, 0))
        XCTAssertEqual(draw(FillStyle()).rgb(5, 5), Canvas.white)
    }

    func testAFillThatIsNotAntialiasedHasNoHalfCoveredPixels() {
        let frame = Rect(x: 10.5, y: 10.5, width: 50, height: 50)
        let smooth = Frames.render(Canvas.list([DisplayItem(id: .root, frame: frame, content: .shape(.circle, .fill(.color(Canvas.red), FillStyle())))]))
        let hard = Frames.render(Canvas.list([DisplayItem(id: .root, frame: frame,
                                                          content: .shape(.circle, .fill(.color(Canvas.red), FillStyle(antialiased: false))))]))
        func partial(_ surface: ImageSurface) -> Int {
            var count = 0
            for y in 0..<100 { for x in 0..<100 where ![RGB(255, 0, 0), Canvas.white].contains(surface.rgb(x, y)) { count += 1 } }
            return count
        }
        XCTAssertGreaterThan(partial(smooth), 0)
        XCTAssertEqual(partial(hard), 0)
    }
}
