import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// The rectangles' edges, found from the pixels alone, are where the layout
/// puts them: the 3 px black strokes are centred on the edges, and SwiftUI
/// strokes item after item, each over the fills and strokes before it. Along
/// a scan line a pixel's darkness is then 1 - (1 - a)(1 - b)... over the
/// coverages a, b... of each item's stroke where no later item's fill hides
/// it, to a fraction of a pixel at each end.
final class StrokeEdgeTests: XCTestCase {
    func testEdgesMatchTheLayoutAtEverySizeCountAndMoment() {
        let cases: [(Double, Double, Int)] = [
            (600, 300, 3), (480, 260, 3), (1000, 301, 3), (777, 333, 5), (333, 200, 4), (1920, 1080, 50),
        ]
        for (width, height, items) in cases {
            for moment in Frames.moments {
                let name = "edges-\(Int(width))x\(Int(height))-\(items)-\(moment.name)"
                checkEdges(width: width, height: height, items: items, progress: moment.progress, scale: 1, name: name)
            }
        }
    }

    func testEdgesAtTwiceTheScale() {
        for moment in Frames.moments {
            checkEdges(width: 600, height: 300, items: 3, progress: moment.progress, scale: 2, name: "edges-2x-\(moment.name)")
        }
    }

    /// Collapsed at 1x, two items meet on x = 26: both strokes cover half of
    /// column 24, inside the red, which each darkens in turn to a quarter.
    func testAPixelHalfCoveredByTwoStrokesIsThreeQuartersBlack() {
        let surface = Frames.render(Frames.seed(width: 600, height: 300, items: 3))
        let red = RGB(.red), quarter = RGB(Int((Double(red.r) / 4).rounded()), Int((Double(red.g) / 4).rounded()),
                                           Int((Double(red.b) / 4).rounded()))
        XCTAssertLessThanOrEqual(surface.rgb(24, 120).distance(to: quarter), 1, "found \(surface.rgb(24, 120)), expected \(quarter); "
                                 + Artifacts.save([("three-quarters", surface)]))
        XCTAssertEqual(surface.rgb(25, 120), RGB(0, 0, 0))
    }

    private func checkEdges(width: Double, height: Double, items: Int, progress: Double, scale: Double, name: String) {
        let frames = Frames.layout(width: width, height: height, items: items, progress: progress).frames
        let surface = Frames.render(Frames.seed(width: width, height: height, items: items, progress: progress, scale: scale))
        // The same frame without strokes shows what each stroke lies over;
        // black over a colour c with coverage a leaves c (1 - a).
        let under = Frames.render(Frames.seed(width: width, height: height, items: items, progress: progress, scale: scale, strokes: false))
        // Above the labels, inside every rectangle.
        let y = Int(((frames[0].minY + 20) * scale).rounded(.down))
        var worst = (x: 0, found: 0.0, expected: 0.0)
        for x in 0..<surface.width {
            let reference = Double(under.rgb(x, y).maxChannel)
            let found = reference > 0 ? 1 - Double(surface.rgb(x, y).maxChannel) / reference : 1
            let expected = darkness(x, frames: frames, halfWidth: 1.5 * scale, scale: scale)
            if abs(found - expected) > abs(worst.found - worst.expected) { worst = (x, found, expected) }
        }
        // A stroke side off by half a pixel changes its end pixels' coverage by 0.5.
        XCTAssertLessThanOrEqual(
            abs(worst.found - worst.expected), 0.3,
            "\(name): at x = \(worst.x), y = \(y) the strokes darken the pixel by \(fmt(worst.found)), "
                + "the layout's edges by \(fmt(worst.expected)); "
                + Artifacts.save([(name, surface), (name + "-without-strokes", under)]))
    }

    /// The darkness of device column `x` from each item's vertical stroke sides in turn, less
    /// what later items' fills cover.
    private func darkness(_ x: Int, frames: [Rect], halfWidth: Double, scale: Double) -> Double {
        let pixel = Double(x)...Double(x + 1)
        var light = 1.0
        for (index, frame) in frames.enumerated() {
            let sides = Intervals.union([frame.minX, frame.maxX].map { ($0 * scale - halfWidth)...($0 * scale + halfWidth) })
            let hiding = frames[(index + 1)...].map { ($0.minX * scale)...($0.maxX * scale) }
            let covered = sides.reduce(0.0) { total, side in
                let shown = hiding.reduce([side]) { pieces, hide in
                    pieces.flatMap { piece -> [ClosedRange<Double>] in
                        guard hide.lowerBound < piece.upperBound, piece.lowerBound < hide.upperBound else { return [piece] }
                        return [piece.lowerBound...max(piece.lowerBound, hide.lowerBound), min(piece.upperBound, hide.upperBound)...piece.upperBound]
                    }
                }
                return total + shown.reduce(0.0) { $0 + max(min($1.upperBound, pixel.upperBound) - max($1.lowerBound, pixel.lowerBound), 0) }
            }
            if hiding.contains(where: { $0.lowerBound <= pixel.lowerBound && pixel.upperBound <= $0.upperBound }) { continue }
            light *= 1 - min(covered, 1)
        }
        return 1 - light
    }

    private func fmt(_ value: Double) -> String { String(format: "%.2f", value) }
}
