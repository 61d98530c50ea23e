import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// The shadow is a Gaussian of standard deviation 8 px (SwiftUI's radius),
/// black at 33 %: sampled outward from the row's edges, each pixel is its
/// base colour times (1 - 0.33 m) with m the blurred mask, within one level.
final class ShadowProfileTests: XCTestCase {
    func testProfileOutwardFromTheTopEdgeFollowsTheGaussian() {
        for scale in [1.0, 2.0] {
            let layout = Frames.layout(width: 600, height: 300, items: 3, progress: 0)
            let surface = Frames.render(Frames.seed(width: 600, height: 300, items: 3, scale: scale))
            let frames = layout.frames, band = layout.band
            let x = Int(frames[2].midX * scale)
            let strokeTop = Int(((frames[0].minY - 1.5) * scale).rounded(.down))
            var lines: [String] = []
            for y in stride(from: strokeTop - 1, through: strokeTop - Int(30 * scale), by: -1) {
                let onBand = Double(y) + 0.5 >= band.minY * scale
                let base = onBand ? [142.0, 142, 147] : [255.0, 255, 255]
                let m = expectedMask(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale,
                                     frames: frames, outset: 1.5, sigma: 8)
                let expected = base.map { Int(($0 * (1 - 0.33 * m)).rounded()) }
                let found = surface.rgb(x, y)
                let error = RGB(expected[0], expected[1], expected[2]).distance(to: found)
                lines.append("y \(y): mask \(String(format: "%.4f", m)) expected \(expected) found \(found)")
                XCTAssertLessThanOrEqual(error, 1, "scale \(scale): \(lines.last!); "
                                         + Artifacts.save([("profile-\(Int(scale))x", surface)]))
            }
            // The tail passes the band's 16 px padding onto the white.
            let aboveBand = Int((band.minY * scale).rounded(.down)) - 1
            XCTAssertLessThan(surface.rgb(x, aboveBand).r, 255, "the halo reaches the white: \(lines.joined(separator: "\n"))")
        }
    }

    func testProfileOutwardFromTheLeftEdgeFollowsTheGaussian() {
        let surface = Frames.render(Frames.seed(width: 600, height: 300, items: 3, progress: 0.5))
        let frames = Frames.layout(width: 600, height: 300, items: 3, progress: 0.5).frames
        let y = Int(frames[0].minY + 20)
        for x in 0..<Int(frames[0].minX - 2) {
            let m = expectedMask(x: Double(x) + 0.5, y: Double(y) + 0.5, frames: frames, outset: 1.5, sigma: 8)
            let expected = RGB(Int((142 * (1 - 0.33 * m)).rounded()), Int((142 * (1 - 0.33 * m)).rounded()),
                               Int((147 * (1 - 0.33 * m)).rounded()))
            XCTAssertLessThanOrEqual(surface.rgb(x, y).distance(to: expected), 1,
                                     "x \(x): mask \(m) expected \(expected) found \(surface.rgb(x, y))")
        }
    }

    /// Between expanded items the shadow of both neighbours adds up: the gap
    /// is darker than the band's edge but lighter than pure 33 % black.
    func testGapsBetweenExpandedItemsHoldBothNeighboursShadows() {
        let surface = Frames.render(Frames.seed(width: 600, height: 300, items: 3, progress: 1))
        let frames = Frames.layout(width: 600, height: 300, items: 3, progress: 1).frames
        let x = Int((frames[0].maxX + frames[1].minX) / 2), y = Int(frames[0].midY)
        let m = expectedMask(x: Double(x) + 0.5, y: Double(y) + 0.5, frames: frames, outset: 1.5, sigma: 8)
        let level = Int((142 * (1 - 0.33 * m)).rounded())
        XCTAssertLessThanOrEqual(abs(surface.rgb(x, y).r - level), 1, "gap at x \(x): mask \(m)")
        XCTAssertGreaterThan(m, 0.5)
    }

    /// The painter's blur against the formula it stands for.
    func testGaussianProfilesMatchTheTrueGaussian() {
        for sigma in [8.0, 16.0, 2.5] {
            let gaussian = Gaussian(sigma: sigma)
            let intervals: [ClosedRange<Double>] = [10.3...17.9, 40.25...200.5, 203.0...203.8]
            let blurred = gaussian.blurredCoverage(of: intervals, pixels: 0..<300)
            for x in 0..<300 {
                let centre = Double(x) + 0.5
                var exact = 0.0
                for interval in intervals where centre > interval.lowerBound - gaussian.reach && centre < interval.upperBound + gaussian.reach {
                    exact += phi((centre - interval.lowerBound) / sigma) - phi((centre - interval.upperBound) / sigma)
                }
                XCTAssertEqual(Double(blurred[x]), exact, accuracy: 2e-3, "sigma \(sigma), x \(x)")
            }
            // A 2-D blur of a pixel-aligned box is the product of two such profiles, within 0.012.
            // Three boxes stand for the Gaussian (`BlurPass`), flatter at the top: in the middle of
            // a box narrower than the blur both profiles fall short, by up to 0.011 here (at sigma
            // 16), and the result is rounded to a level; the Gaussian's own taps were within 0.004.
            let side = 20, r = gaussian.radius, outside = side + 2 * r
            var result = [UInt8](repeating: 0, count: outside * outside)
            gaussian.blur(.alpha, [UInt8](repeating: 255, count: side * side), stride: side, over: DeviceRect(x: 0, y: 0, width: side, height: side),
                          into: &result, stride: outside, at: DeviceRect(x: -r, y: -r, width: outside, height: outside))
            for (x, y) in [(0, 0), (r, r), (outside / 2, 3), (outside / 2, outside / 2), (5, outside - 9)] {
                let cx = Double(x - r) + 0.5, cy = Double(y - r) + 0.5
                let exact = (phi(cx / sigma) - phi((cx - Double(side)) / sigma)) * (phi(cy / sigma) - phi((cy - Double(side)) / sigma))
                XCTAssertEqual(Double(result[y * outside + x]) / 255, exact, accuracy: 0.012, "2-D, sigma \(sigma), (\(x), \(y))")
            }
        }
    }

    /// Items of different heights are not one separable extent: their
    /// coverage is drawn and blurred in two passes, and still follows the
    /// Gaussian of each item's own extent, within two levels.
    func testARowOfDifferentHeightsFollowsTheGaussian() {
        var layout = Frames.layout(width: 600, height: 300, items: 3, progress: 1)
        layout.frames[1] = layout.frames[1].insetBy(dx: 0, dy: 20)
        let surface = Frames.render(Frames.list(layout, size: Size(width: 600, height: 300))), frames = layout.frames
        var checked = 0
        for y in stride(from: 60, to: 240, by: 3) {
            for x in stride(from: 0, to: 600, by: 7)
            where !frames.contains(where: { $0.insetBy(dx: -3, dy: -3).contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) })
                && layout.band.insetBy(dx: 1, dy: 1).contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                let m = frames.reduce(0.0) { $0 + expectedMask(x: Double(x) + 0.5, y: Double(y) + 0.5, frames: [$1], outset: 1.5, sigma: 8) }
                let expected = RGB(Int((142 * (1 - 0.33 * m)).rounded()), Int((142 * (1 - 0.33 * m)).rounded()),
                                   Int((147 * (1 - 0.33 * m)).rounded()))
                XCTAssertLessThanOrEqual(surface.rgb(x, y).distance(to: expected), 2, "(\(x), \(y)): mask \(m), found "
                                         + "\(surface.rgb(x, y)), expected \(expected); " + Artifacts.save([("heights", surface)]))
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
