import CollapsibleCore
import ExampleViews
import XCTest

/// The examples, laid out by the framework, as SwiftUI would lay them out.
final class ExampleGeometryTests: XCTestCase {
    /// Labels as wide as 0.6 of their size per character and 1.2 of it tall, on one line.
    private struct Measure: TextMeasuring {
        func size(of text: StyledText, width: Double?, height: Double?) -> Size {
            let ideal = text.runs.reduce(0) { $0 + 0.6 * $1.font.size * Double($1.string.count) }
            return Size(width: min(ideal, width ?? .infinity), height: 1.2 * (text.runs.map(\.font.size).max() ?? 0))
        }

        func geometry(of text: StyledText, in frame: Rect) -> TextGeometry {
            TextGeometry(characters: [], lineStarts: [0], wordStarts: [], sentenceStarts: [])
        }
    }

    private func live<V: View>(_ view: V, expanded: Bool) -> LiveView {
        var live = LiveView(view, size: Size(width: 600, height: 300), measure: Measure())
        if expanded { live.pressFrontmostTapTarget(animated: false) }
        return live
    }

    /// The drawn items under the shadow or band, flattened, in order.
    private func leaves(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .effect(_, let inner) = item.content { return leaves(inner) }
            return [item]
        }
    }

    private func shapes(_ kind: ShapeKind, in live: LiveView) -> [Rect] {
        leaves(live.displayList(scale: 1).items).compactMap { item in
            guard case .shape(kind, _) = item.content else { return nil }
            return item.frame
        }
    }

    func testCardsCollapseToStripsAndExpandToEqualCards() {
        let band = shapes(.roundedRectangle(cornerRadius: 24, style: .continuous), in: live(Cards(), expanded: false))
        XCTAssertEqual(band, [Rect(x: 0, y: 66, width: 600, height: 168)])
        let collapsed = shapes(.roundedRectangle(cornerRadius: 16, style: .continuous), in: live(Cards(), expanded: false))
        XCTAssertEqual(collapsed.map(\.width), [10, 10, 10, 552 - 30])
        XCTAssertEqual(collapsed.map(\.minX), [24, 34, 44, 54])
        XCTAssertTrue(collapsed.allSatisfy { $0.minY == 90 && $0.height == 120 })
        let expanded = shapes(.roundedRectangle(cornerRadius: 16, style: .continuous), in: live(Cards(), expanded: true))
        let w = (552.0 - 24) / 4
        XCTAssertEqual(expanded.map(\.width), Array(repeating: w, count: 4))
        XCTAssertEqual(expanded.map(\.minX), (0..<4).map { 24 + Double($0) * (w + 8) })
        // The shadow is cast downwards, under every card.
        let list = live(Cards(), expanded: true).displayList(scale: 1)
        guard case .effect(.shadow(let shadow), _) = list.items[1].content else { return XCTFail("no shadow") }
        XCTAssertEqual(shadow.offset, Point(x: 0, y: 3))
    }

    func testEachStackSharesItsItemsHeight() {
        let text = Measure().size(of: StyledText("0", font: .caption), width: nil, height: nil)
        for expanded in [false, true] {
            let live = live(Stacks(), expanded: expanded)
            let circles = shapes(.circle, in: live), capsules = shapes(.capsule, in: live)
            XCTAssertEqual(circles.count, 3)
            for (circle, capsule) in zip(circles, capsules) {
                // 110 high: the capsule's 10, the label's line and two gaps of 6
                // leave the circle the rest, its bottom drawn on the nearest pixel.
                let bottom = (300 - 110) / 2 + 110 - 10 - text.height - 12
                XCTAssertEqual(circle.maxY, (bottom + 0.5).rounded(.down))
                XCTAssertEqual(capsule.minY, circle.maxY + 6, accuracy: 1e-9)
                XCTAssertEqual(circle.width, capsule.width)
                XCTAssertEqual(circle.minY, (300 - 110) / 2, accuracy: 1e-9)
            }
            XCTAssertEqual(circles.map(\.width), expanded ? Array(repeating: (568.0 - 16) / 3, count: 3) : [10, 10, 548])
        }
    }
}
