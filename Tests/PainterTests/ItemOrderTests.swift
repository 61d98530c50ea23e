import XCTest
@testable import CollapsibleCore
@testable import CollapsiblePainter

/// SwiftUI draws each item whole, its fill, stroke and label, before the
/// next. Collapsed, the items are 10 points wide and a label is wider than
/// the space inside its strokes: it lies over its own black stroke and
/// under the next item. In dark mode the labels are white, so both show.
final class ItemOrderTests: XCTestCase {
    func testACollapsedLabelLiesOverItsStrokeAndUnderTheNextItem() {
        var live = LiveView(Frames.view(items: 3), size: Size(width: 200, height: 160))
        live.colorScheme = .dark
        let scale = 4.0, frames = live.layout.frames
        let surface = Frames.render(live.scene(scale: scale))
        let pictures = Artifacts.save([("order-collapsed-dark", surface)])
        let rows = Int((frames[0].midY - 4) * scale)...Int((frames[0].midY + 4) * scale)
        // Device columns wholly inside the 3-point stroke on an edge at `x` points.
        func strokeColumns(_ x: Double) -> ClosedRange<Int> { Int((x - 1.5) * scale) + 1...Int((x + 1.5) * scale) - 2 }
        func brightest(_ columns: ClosedRange<Int>) -> Int {
            rows.flatMap { y in columns.map { surface.rgb($0, y).maxChannel } }.max()!
        }

        XCTAssertGreaterThan(brightest(strokeColumns(frames[0].minX)), 200,
                             "label 0 shows white over its own left stroke; \(pictures)")
        XCTAssertLessThan(brightest(strokeColumns(frames[1].minX)), 20,
                          "item 1's stroke hides the end of label 0; \(pictures)")
    }

    /// A spring can carry the items past each other for a moment: where they overlap, the later
    /// fill hides the earlier stroke, as item after item does.
    func testWhereItemsOverlapTheLaterFillHidesTheEarlierStroke() {
        let black = Stroke(color: .black, lineWidth: 3)
        let scene = Scene(size: Size(width: 100, height: 60), scale: 1, background: .white, band: nil, items: [
            Scene.Item(frame: Rect(x: 10, y: 10, width: 40, height: 40), fill: .red, stroke: black, text: nil),
            Scene.Item(frame: Rect(x: 44, y: 10, width: 40, height: 40), fill: .orange, stroke: black, text: nil),
        ], shadow: nil)
        let surface = Frames.render(scene)
        let pictures = Artifacts.save([("order-overlap", surface)])
        // The earlier item's right stroke spans 48.5 to 51.5; the later one's left stroke ends at 45.5.
        for x in 46...51 {
            XCTAssertEqual(surface.rgb(x, 30), RGB(.orange), "column \(x) shows the later fill; \(pictures)")
        }
    }
}
