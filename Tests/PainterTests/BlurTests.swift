import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A blurred group is its pixels, all four channels, blurred by a Gaussian whose standard
/// deviation is the radius, over what lies beneath.
final class BlurTests: XCTestCase {
    private let colour = CollapsibleCore.Color(red: 0.2, green: 0.6, blue: 1)

    /// A rectangle [50, 150] x [30, 90], blurred by sigma 6: each pixel is the colour times m
    /// over white times 1 - m, m the blur of the rectangle at the pixel's centre, the product of
    /// two differences of the normal distribution; within two levels everywhere, at scale 1 and
    /// 2, and the white untouched past three sigma.
    func testABlurredRectangleFollowsTheGaussian() {
        let sigma = 6.0, frame = Rect(x: 50, y: 30, width: 100, height: 60)
        let group = Canvas.group(.blur(radius: sigma), [Canvas.fill(frame, colour)])
        for scale in [1.0, 2.0] {
            let surface = Frames.render(Canvas.list([group], width: 200, height: 120, scale: scale))
            var worst = 0, at = "", lines: [String] = []
            for y in 0..<surface.height {
                for x in 0..<surface.width {
                    let cx = (Double(x) + 0.5) / scale, cy = (Double(y) + 0.5) / scale
                    let m = (phi((cx - frame.minX) / sigma) - phi((cx - frame.maxX) / sigma))
                        * (phi((cy - frame.minY) / sigma) - phi((cy - frame.maxY) / sigma))
                    let expected = RGB(Int((255 * (1 - m) + 255 * 0.2 * m).rounded()), Int((255 * (1 - m) + 255 * 0.6 * m).rounded()), 255)
                    let error = surface.rgb(x, y).distance(to: expected)
                    if error > worst { (worst, at) = (error, "(\(x), \(y)): m \(m), expected \(expected), found \(surface.rgb(x, y))") }
                    if y == Int(60 * scale), x < Int(80 * scale) { lines.append("x \(x): \(surface.rgb(x, y).r) for \(expected.r)") }
                    if !frame.insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1).contains(Point(x: cx, y: cy)) {
                        XCTAssertEqual(surface.rgb(x, y), Canvas.white, "scale \(scale): (\(x), \(y)) is past three sigma")
                    }
                }
            }
            XCTAssertLessThanOrEqual(worst, 2, "scale \(scale), worst at \(at); the profile across the left edge:\n"
                                     + lines.joined(separator: "\n") + "\n" + Artifacts.save([("blur-\(Int(scale))x", surface)]))
        }
    }

    /// A translucent group's blur keeps its colour where it is solid: the channels are blurred
    /// premultiplied, as one.
    func testATranslucentGroupKeepsItsColour() {
        let frame = Rect(x: 20, y: 20, width: 60, height: 60)
        let group = Canvas.group(.blur(radius: 3), [Canvas.fill(frame, Canvas.red.opacity(0.5))])
        let surface = Frames.render(Canvas.list([group]))
        XCTAssertLessThanOrEqual(surface.rgb(50, 50).distance(to: RGB(255, 128, 128)), 1, "\(surface.rgb(50, 50))")
        // Just inside the left edge, at x 20.5, half of the blurred coverage's alpha.
        let m = phi(0.5 / 3) - phi(-59.5 / 3), level = Int((255 * (1 - 0.5 * m)).rounded())
        XCTAssertLessThanOrEqual(surface.rgb(20, 50).distance(to: RGB(255, level, level)), 1, "at the edge: \(surface.rgb(20, 50)) for \(level)")
    }

    /// SwiftUI draws a blur of radius 0 as no blur at all.
    func testARadiusOfZeroDrawsTheGroupAsItIs() {
        let items = [Canvas.fill(Rect(x: 10.5, y: 20.25, width: 50, height: 30)),
                     DisplayItem(id: .root.child(1), frame: Rect(x: 10, y: 60, width: 60, height: 30), content: .text(StyledText("Blur", font: .body, color: .black), size: nil))]
        let difference = Canvas.difference(Frames.render(Canvas.list([Canvas.group(.blur(radius: 0), items)])), Frames.render(Canvas.list(items)))
        XCTAssertEqual(difference.worst, 0, "\(difference.count) pixels differ, the worst at \(difference.at)")
    }
}
