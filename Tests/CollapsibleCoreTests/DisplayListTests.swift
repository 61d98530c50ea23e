import XCTest
@testable import CollapsibleCore

/// The frame the core hands the painter: the exercise's band, then its
/// shadowed items in SwiftUI's order; what the dark scheme changes and
/// what it keeps; shapes, opacity and text styles as the view names them.
final class DisplayListTests: XCTestCase {
    func testTheSeedDrawsItsBandThenItsShadowedItemsInSwiftUIsOrder() {
        let list = LiveView(SeedContent(), size: Size(width: 600, height: 300)).displayList(scale: 2)
        XCTAssertEqual(list.size, Size(width: 600, height: 300))
        XCTAssertEqual(list.scale, 2)
        XCTAssertEqual(list.background, .white)
        XCTAssertEqual(list.items.count, 2)
        XCTAssertEqual(list.items[0].content, .shape(.rectangle, .fill(Color(142, 142, 147))))
        XCTAssertEqual(list.items[0].frame, Rect(x: 0, y: 84, width: 600, height: 132))
        guard case .effect(.shadow(let shadow), let items) = list.items[1].content else { return XCTFail("no shadow group") }
        XCTAssertEqual(shadow, Shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: 8, offset: Point(x: 0, y: 0)))
        let fills = [Color(255, 59, 48), Color(255, 149, 0), Color(175, 82, 222)]
        // Each item in turn: its fill, its stroke, its label.
        XCTAssertEqual(items.map(\.content.unsized), (0..<3).flatMap { i in
            [DisplayItem.Content.shape(.rectangle, .fill(fills[i])), .shape(.rectangle, .stroke(.black, lineWidth: 3)),
             .text(StyledText("\(i)", color: .black), size: nil)]
        })
        XCTAssertEqual(list.items[1].frame, Rect(x: 16, y: 100, width: 568, height: 100))
    }

    func testTheDarkSchemeKeepsWhatTheViewNamesExplicitly() {
        var live = LiveView(SeedContent(colors: [.red, Color(parsing: "#102030")!]), size: Size(width: 600, height: 300))
        live.colorScheme = .dark
        let list = live.displayList(scale: 1)
        XCTAssertEqual(list.background, .black)
        XCTAssertEqual(list.items[0].content, .shape(.rectangle, .fill(Color(142, 142, 147))))
        XCTAssertEqual(live.shadowed.map(\.content.unsized), [
            .shape(.rectangle, .fill(Color(255, 69, 58))), .shape(.rectangle, .stroke(.black, lineWidth: 3)), .text(StyledText("0", color: .white), size: nil),
            .shape(.rectangle, .fill(Color(0x10, 0x20, 0x30))), .shape(.rectangle, .stroke(.black, lineWidth: 3)), .text(StyledText("1", color: .white), size: nil),
        ])
    }

    func testShapesOpacityAndTextStylesReachThePainter() {
        let view = HStack {
            RoundedRectangle(cornerRadius: 12).fill(.blue)
            Capsule().stroke(.green, lineWidth: 2).opacity(0.5)
            Text("t").font(.title).foregroundColor(.red)
        }
        let items = LiveView(view, size: Size(width: 300, height: 100)).displayList(scale: 1).items
        XCTAssertEqual(items[0].content, .shape(.roundedRectangle(cornerRadius: 12, style: .continuous), .fill(Color.blue.resolved(in: .light))))
        XCTAssertEqual(items[1].content, .effect(.opacity(0.5), [DisplayItem(id: items[1].ids[1], frame: items[1].frame,
                                                                            content: .shape(.capsule, .stroke(Color.green.resolved(in: .light), lineWidth: 2)))]))
        XCTAssertEqual(items[2].content, .text(StyledText("t", font: .title, color: Color.red.resolved(in: .light)),
                                               size: FixedMeasure().size(of: StyledText("t", font: .title), width: nil, height: nil)))
    }
}

extension DisplayItem.Content {
    /// The content with no text's size: what it draws, not where its lines break.
    var unsized: DisplayItem.Content {
        guard case .text(let text, _) = self else { return self }
        return .text(text, size: nil)
    }
}
