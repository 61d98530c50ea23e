import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// SwiftUI draws each item whole, its fill, stroke and label, before the
/// next. Collapsed, the items are 10 points wide and a label is wider than
/// the space inside its strokes: it lies over its own black stroke and
/// under the next item. In dark mode the labels are white, so both show.
final class ItemOrderTests: XCTestCase {
    func testACollapsedLabelLiesOverItsStrokeAndUnderTheNextItem() {
        let scale = 4.0, frames = Frames.layout(width: 200, height: 160, items: 3, progress: 0).frames
        let surface = Frames.render(Frames.seed(width: 200, height: 160, items: 3, scheme: .dark, scale: scale))
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
        var items: [DisplayItem] = []
        for (index, (x, color)) in [(10.0, Color.red), (44.0, Color.orange)].enumerated() {
            let frame = Rect(x: x, y: 10, width: 40, height: 40), id = ViewID.root.element(index)
            items += [DisplayItem(id: id.child(0), frame: frame, content: .shape(.rectangle, .fill(color))),
                      DisplayItem(id: id.child(1), frame: frame, content: .shape(.rectangle, .stroke(.black, lineWidth: 3)))]
        }
        let surface = Frames.render(DisplayList(size: Size(width: 100, height: 60), scale: 1, background: .white, items: items))
        let pictures = Artifacts.save([("order-overlap", surface)])
        // The earlier item's right stroke spans 48.5 to 51.5; the later one's left stroke ends at 45.5.
        for x in 46...51 {
            XCTAssertEqual(surface.rgb(x, 30), RGB(.orange), "column \(x) shows the later fill; \(pictures)")
        }
    }
}
