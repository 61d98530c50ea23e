import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// The rectangles' edges, found from the pixels alone, are where the core's
/// layout puts them: the 3 px black strokes are centred on the edges, so
/// along a scan line the black covers the union of [edge - 1.5, edge + 1.5],
/// to a fraction of a pixel at each end, merged where strokes meet.
final class StrokeEdgeTests: XCTestCase {
    func testEdgesMatchTheLayoutAtEverySizeCountAndMoment() {
        let cases: [(Double, Double, Int)] = [
            (600, 300, 3), (480, 260, 3), (1000, 301, 3), (777, 333, 5), (333, 200, 4), (1920, 1080, 50),
        ]
        for (width, height, items) in cases {
            for moment in Frames.moments {
                let live = Frames.live(width: width, height: height, items: items, time: moment.time)
                let name = "edges-\(Int(width))x\(Int(height))-\(items)-\(moment.name)"
                checkEdges(live.layout, live.scene(scale: 1), scale: 1, name: name)
            }
        }
    }

    func testEdgesAtTwiceTheScale() {
        for moment in Frames.moments {
            let live = Frames.live(width: 600, height: 300, items: 3, time: moment.time)
            checkEdges(live.layout, live.scene(scale: 2), scale: 2, name: "edges-2x-\(moment.name)")
        }
    }

    private func checkEdges(_ layout: CollapsibleLayout, _ scene: Scene, scale: Double, name: String) {
        let surface = Frames.render(scene)
        // The same frame without strokes shows what each stroke lies over;
        // black over a colour c with coverage a leaves c (1 - a).
        var bare = scene
        for index in bare.items.indices { bare.items[index].stroke = nil }
        let under = Frames.render(bare)
        // Above the labels, inside every rectangle.
        let y = Int(((layout.frames[0].minY + 20) * scale).rounded(.down))
        let expected = darkIntervals(layout.frames, halfWidth: 1.5 * scale, scale: scale, limit: Double(surface.width))
        var worst = (x: 0, found: 0.0, expected: 0.0)
        for x in 0..<surface.width {
            let reference = Double(under.rgb(x, y).maxChannel)
            let found = reference > 0 ? 1 - Double(surface.rgb(x, y).maxChannel) / reference : 1
            let covered = expected.reduce(0.0) { $0 + max(min($1.1, Double(x + 1)) - max($1.0, Double(x)), 0) }
            if abs(found - covered) > abs(worst.found - worst.expected) { worst = (x, found, covered) }
        }
        // A stroke side off by half a pixel changes its end pixels' coverage by 0.5.
        XCTAssertLessThanOrEqual(
            abs(worst.found - worst.expected), 0.3,
            "\(name): at x = \(worst.x), y = \(y) the strokes cover \(fmt(worst.found)) of the pixel, "
                + "the layout's edges \(fmt(worst.expected)) (strokes expected on "
                + "\(expected.map { "\(fmt($0.0))-\(fmt($0.1))" }.joined(separator: ", "))); "
                + Artifacts.save([(name, surface), (name + "-without-strokes", under)]))
    }

    /// The union of the strokes' vertical sides, clipped to the surface.
    private func darkIntervals(_ frames: [Rect], halfWidth: Double, scale: Double, limit: Double) -> [(Double, Double)] {
        let edges: [Double] = frames.flatMap { [$0.minX * scale, $0.maxX * scale] }
        var sides: [(Double, Double)] = edges.map { edge in (max(edge - halfWidth, 0), min(edge + halfWidth, limit)) }
        sides = sides.filter { $0.0 < $0.1 }.sorted { $0.0 < $1.0 }
        var merged: [(Double, Double)] = []
        for side in sides {
            if let last = merged.last, side.0 <= last.1 {
                merged[merged.count - 1].1 = max(last.1, side.1)
            } else {
                merged.append(side)
            }
        }
        return merged
    }

    private func fmt(_ value: Double) -> String { String(format: "%.2f", value) }
}
