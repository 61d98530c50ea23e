import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A blurred group is its pixels, all four channels, blurred by a Gaussian whose standard
/// deviation is the radius, over what lies beneath.
final class BlurTests: XCTestCase {
    private let colour = CollapsibleCore.Color(red: 0.2, green: 0.6, blue: 1)

    /// A rectangle [50, 150] x [30, 90], blurred by sigma 6: each pixel is the colour times m
    /// over white times 1 - m, m the blur of the rectangle at the pixel's centre, the product of
    /// two differences of the normal distribution; within three levels everywhere, at scale 1
    /// and 2, and the white untouched past three sigma. Three boxes stand for the Gaussian
    /// (`BlurPass`): they follow a corner, where the errors of its two edges add, within 0.01 of
    /// full coverage, two levels of this red, and the rounding of the surface and of the
    /// expected colour make the third.
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
            XCTAssertLessThanOrEqual(worst, 3, "scale \(scale), worst at \(at); the profile across the left edge:\n"
                                     + lines.joined(separator: "\n") + "\n" + Artifacts.save([("blur-\(Int(scale))x", surface)]))
        }
    }

    /// A blur of radius 50, as a view fades in through, over a 100 x 100 black square in the
    /// middle of a 480 x 640 window: at the square's centre, and one and two sigma out from each
    /// of its edges, it covers what the Gaussian says, within three levels: the three boxes that
    /// stand for the Gaussian follow it within 0.01 of full coverage, 2.6 levels, and the level is
    /// rounded. The square's two sides alike, at scales 1, 2 and 1.5.
    func testALargeRadiusFollowsTheGaussianAtTheCentreAndOneAndTwoSigmaOut() {
        let sigma = 50.0, square = Rect(x: 190, y: 270, width: 100, height: 100)
        let list = { (scale: Double) in
            Canvas.list([Canvas.group(.blur(radius: sigma), [Canvas.fill(square, .black)])], width: 480, height: 640, scale: scale)
        }
        func covered(_ x: Double, _ low: Double, _ high: Double) -> Double { phi((x - low) / sigma) - phi((x - high) / sigma) }
        for scale in [1.0, 2.0, 1.5] {
            let surface = Frames.render(list(scale))
            var places = [(240.0, 320.0)]
            for out in [sigma, 2 * sigma] {
                places += [(square.maxX + out, 320), (square.minX - out, 320), (240, square.maxY + out), (240, square.minY - out)]
            }
            for (x, y) in places {
                let px = Int(x * scale), py = Int(y * scale)
                let cx = (Double(px) + 0.5) / scale, cy = (Double(py) + 0.5) / scale
                let m = covered(cx, square.minX, square.maxX) * covered(cy, square.minY, square.maxY)
                let level = Int((255 * (1 - m)).rounded()), found = surface.rgb(px, py)
                XCTAssertLessThanOrEqual(found.distance(to: RGB(level, level, level)), 3,
                                         "scale \(scale), (\(x), \(y)): m \(m), \(found) for \(level); " + Artifacts.save([("large-blur-\(scale)x", surface)]))
                let mirrored = surface.rgb(surface.width - 1 - px, surface.height - 1 - py)
                XCTAssertEqual(found, mirrored, "scale \(scale), (\(x), \(y)): \(found), mirrored \(mirrored)")
            }
        }
    }

    /// Blurring moves a group's alpha about and keeps all of it: in a window that holds the whole
    /// blur, a black square darkens the window as much blurred as drawn sharp, but for the
    /// levels that rounding each pixel takes from the faint tail, a fifth of a percent at most;
    /// at radii that take the Gaussian's taps and the boxes, and at scales 1, 2 and 1.5.
    func testABlurKeepsTheGroupsAlpha() {
        let square = Rect(x: 80.25, y: 90.5, width: 40, height: 30)
        for (radius, scale) in [(1.5, 1.0), (6, 1), (12, 1), (12, 2), (12, 1.5)] {
            func darkness(_ effect: Effect?) -> Int {
                let items = [Canvas.fill(square, .black)]
                let surface = Frames.render(Canvas.list(effect.map { [Canvas.group($0, items)] } ?? items, width: 200, height: 210, scale: scale))
                var total = 0
                for y in 0..<surface.height { for x in 0..<surface.width { total += 255 - surface.rgb(x, y).r } }
                return total
            }
            let sharp = darkness(nil), blurred = darkness(.blur(radius: radius))
            XCTAssertEqual(Double(blurred), Double(sharp), accuracy: 0.002 * Double(sharp), "radius \(radius), scale \(scale)")
        }
    }

    /// A group the window's edge cuts blurs as a whole one: what lies outside the window blurs
    /// into it, as in the Gaussian of the whole square, within three levels as above.
    func testAGroupPastTheWindowsEdgeBlursWhole() {
        let sigma = 12.0, square = Rect(x: -30, y: -40, width: 60, height: 70)
        for scale in [1.0, 2.0] {
            let surface = Frames.render(Canvas.list([Canvas.group(.blur(radius: sigma), [Canvas.fill(square, .black)])], scale: scale))
            for (x, y) in [(0.0, 0.0), (15, 5), (30, 10), (45, 20), (5, 30), (10, 45), (40, 40)] {
                let px = Int(x * scale), py = Int(y * scale)
                let cx = (Double(px) + 0.5) / scale, cy = (Double(py) + 0.5) / scale
                let m = (phi((cx - square.minX) / sigma) - phi((cx - square.maxX) / sigma))
                    * (phi((cy - square.minY) / sigma) - phi((cy - square.maxY) / sigma))
                let level = Int((255 * (1 - m)).rounded())
                XCTAssertLessThanOrEqual(surface.rgb(px, py).distance(to: RGB(level, level, level)), 3,
                                         "scale \(scale), (\(x), \(y)): m \(m), \(surface.rgb(px, py))")
            }
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
