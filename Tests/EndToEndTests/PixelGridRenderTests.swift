import XCTest

/// The exercise rendered with `--render` where its layout falls between
/// pixels, measured from the picture alone: its frames are drawn on the
/// pixel grid of each scale, as SwiftUI rounds them, and the 3 point
/// strokes are centred on those edges.
final class PixelGridRenderTests: XCTestCase {
    /// In 601 x 301 the band is centred from 84.5 down, and the expanded
    /// items are (569 - 16) / 3 wide: the orange one from 208.33 to 392.67.
    /// Each edge is drawn on the nearest device pixel, a half going right
    /// or down (312.5 at 1.5 goes to 313), and a stroke lies 1.5 points to
    /// each side of it: at scale 1 its sides fall on half pixels, as
    /// SwiftUI draws them, and at 2 on whole ones.
    func testTheExercisesEdgesAreOnThePixelGridAtEveryScale() throws {
        let cases: [(scale: Double, band: [Double], orange: [Double])] = [
            (1, [85, 217], [209.5, 391.5]),
            (2, [169, 433], [420, 782]),
            (1.5, [127, 325], [315.25, 586.75]),
        ]
        let folder = try TemporaryFolder("pixel-grid")
        for (scale, band, orange) in cases {
            let path = folder.path("expanded-\(scale).png")
            let run = try Program.run(["--render", path, "--size", "601x301", "--expanded", "--scale", "\(scale)"])
            XCTAssertEqual(run.exit, Program.Exit(status: 0, bySignal: false), run.errors)
            let image = try PNG.read(path)
            func pixel(_ points: Double) -> Int { Int(points * scale) }
            // Far from the row, where its shadow does not reach.
            assertEdge(image, from: pixel(3), pixel(90), .up, at: band[0], "the band's top at \(scale)x")
            assertEdge(image, from: pixel(3), pixel(210), .down, at: band[1], "the band's bottom at \(scale)x")
            // Above the label, the orange fill up to its strokes.
            assertEdge(image, from: pixel(300), pixel(120), .left, at: orange[0], "the orange item's left stroke at \(scale)x")
            assertEdge(image, from: pixel(300), pixel(120), .right, at: orange[1], "the orange item's right stroke at \(scale)x")
        }
    }
}
