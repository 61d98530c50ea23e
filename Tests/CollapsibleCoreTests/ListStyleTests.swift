@testable import CollapsibleCore
import XCTest

/// `List`'s styles as iOS 17 draws them, worked out by hand: in a window
/// 300 wide, a row's text (17 points, 20.4 tall in the tests' measure)
/// inset 6 from the top and bottom of a row that is at least 44 tall, 20
/// from its leading edge; the grouped looks 35 below the top.
final class ListStyleTests: XCTestCase {
    private let size = Size(width: 300, height: 400)

    /// What the list draws, effects opened, in drawing order.
    private func items(_ view: some View, scheme: ColorScheme = .light) -> [DisplayItem] {
        var live = LiveView(view, size: size)
        live.colorScheme = scheme
        return live.displayList(scale: 1).opened
    }

    private func fills(_ items: [DisplayItem]) -> [(frame: Rect, color: Color)] {
        items.compactMap { item in
            guard case .shape(_, .fill(.color(let color), _)) = item.content else { return nil }
            return (item.frame, color)
        }
    }

    private func texts(_ items: [DisplayItem]) -> [(frame: Rect, text: StyledText)] {
        items.compactMap { item in
            guard case .text(let text, _) = item.content else { return nil }
            return (item.frame, text)
        }
    }

    /// The radii of a card's corners, from its outline: where its top edge
    /// starts, and how far its bottom edge stops from the trailing corner.
    private func corners(_ item: DisplayItem) -> (top: Double, bottom: Double)? {
        guard case .shape(.path(let path), _) = item.content, case .move(let start)? = path.elements.first else { return nil }
        let trailing = path.elements.compactMap { element -> Double? in
            if case .line(let to) = element, to.x == item.frame.width, to.y > 0 { return to.y }
            return nil
        }.first
        return (start.x, trailing.map { item.frame.height - $0 } ?? 0)
    }

    private let groupedLight = Color(242, 242, 247), groupedDark = Color(0, 0, 0)
    private let cardLight = Color(255, 255, 255), cardDark = Color(28, 28, 30)

    func testInsetGroupedIsARoundedCardOnTheGroupedBackgroundWithASeparatorFromTheText() throws {
        for (scheme, background, card) in [(ColorScheme.light, groupedLight, cardLight), (.dark, groupedDark, cardDark)] {
            let drawn = items(List { Text("One"); Text("Two") }, scheme: scheme)
            let shapes = fills(drawn)
            XCTAssertEqual(shapes.first?.frame, Rect(x: 0, y: 0, width: 300, height: 400))
            XCTAssertEqual(shapes.first?.color, background)
            let rows = shapes.filter { $0.frame.height == 44 }
            XCTAssertEqual(rows.map(\.frame), [Rect(x: 20, y: 35, width: 260, height: 44), Rect(x: 20, y: 79, width: 260, height: 44)])
            XCTAssertEqual(rows.map(\.color), [card, card])
            let separators = shapes.filter { $0.frame.height == 1 }
            XCTAssertEqual(separators.map(\.frame), [Rect(x: 40, y: 78, width: 240, height: 1)], "under the first row alone")
            XCTAssertEqual(separators.first?.color, Color(.separator).resolved(in: scheme))
            let cards = drawn.filter { $0.frame.height == 44 }
            XCTAssertEqual(try XCTUnwrap(corners(cards[0])).top, 10, accuracy: 1e-9, "the first row rounds the card's top")
            XCTAssertEqual(try XCTUnwrap(corners(cards[0])).bottom, 0, accuracy: 1e-9)
            XCTAssertEqual(try XCTUnwrap(corners(cards[1])).top, 0, accuracy: 1e-9)
            XCTAssertEqual(try XCTUnwrap(corners(cards[1])).bottom, 10, accuracy: 1e-9, "the last row rounds its bottom")
            XCTAssertEqual(texts(drawn).map(\.frame.minX), [40, 40])
            XCTAssertEqual(texts(drawn).map(\.frame.midY), [57, 101], "each text centred in its row")
        }
    }

    func testTheDefaultStyleIsInsetGrouped() {
        let automatic = items(List { Text("One") }.listStyle(.automatic))
        XCTAssertEqual(fills(automatic).map(\.frame), fills(items(List { Text("One") }.listStyle(.insetGrouped))).map(\.frame))
        XCTAssertEqual(fills(automatic).map(\.frame), fills(items(List { Text("One") })).map(\.frame))
    }

    func testPlainRowsRunEdgeToEdgeFromTheTop() {
        let drawn = items(List { Text("One"); Text("Two") }.listStyle(.plain))
        let shapes = fills(drawn)
        XCTAssertEqual(shapes.first?.color, Color(255, 255, 255), "the system background")
        XCTAssertEqual(shapes.filter { $0.frame.height == 44 }.map(\.frame),
                       [Rect(x: 0, y: 0, width: 300, height: 44), Rect(x: 0, y: 44, width: 300, height: 44)])
        XCTAssertEqual(shapes.filter { $0.frame.height == 1 }.map(\.frame), [Rect(x: 20, y: 43, width: 280, height: 1)])
        XCTAssertEqual(texts(drawn).map(\.frame.minX), [20, 20])
    }

    func testGroupedRowsRunEdgeToEdgeWithSquareCorners() throws {
        let drawn = items(List { Text("One"); Text("Two") }.listStyle(.grouped))
        XCTAssertEqual(fills(drawn).first?.color, groupedLight)
        let rows = drawn.filter { $0.frame.height == 44 }
        XCTAssertEqual(rows.map(\.frame), [Rect(x: 0, y: 35, width: 300, height: 44), Rect(x: 0, y: 79, width: 300, height: 44)])
        XCTAssertEqual(try XCTUnwrap(corners(rows[0])).top, 0, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(corners(rows[1])).bottom, 0, accuracy: 1e-9)
    }

    func testInsetSetsThePlainLookInFromTheEdges() {
        let drawn = items(List { Text("One") }.listStyle(.inset))
        XCTAssertEqual(fills(drawn).first?.color, Color(255, 255, 255))
        XCTAssertEqual(drawn.filter { $0.frame.height == 44 }.map(\.frame), [Rect(x: 20, y: 0, width: 260, height: 44)])
    }

    func testAGroupedHeaderIsInFootnoteCapitalsOverTheCardAndTheFooterUnderIt() {
        let list = List {
            Section {
                Text("Apple")
            } header: {
                Text("Fruit")
            } footer: {
                Text("Ripe")
            }
        }
        let drawn = texts(items(list))
        XCTAssertEqual(drawn.map(\.text.string), ["FRUIT", "Apple", "Ripe"])
        XCTAssertEqual(drawn.map(\.text.runs[0].font.size), [13, 17, 13])
        XCTAssertEqual(drawn[0].text.runs[0].color, Color(.secondaryLabel).resolved(in: .light))
        // The header 17 below the top, 15.6 tall, 7 over the card, each
        // edge drawn on the nearest pixel.
        XCTAssertEqual(drawn[0].frame, Rect(x: 40, y: 17, width: 39, height: 16))
        let card = fills(items(list)).first { $0.frame.height == 44 }?.frame
        XCTAssertEqual(card, Rect(x: 20, y: 40, width: 260, height: 44))
        XCTAssertEqual(drawn[2].frame.minY, 91, "39.6 + 44 + 7")
        XCTAssertEqual(drawn[2].text.runs[0].color, Color(.secondaryLabel).resolved(in: .light))
    }

    func testAnIncreasedHeaderAndThePlainHeaderAreHeadlines() {
        let increased = List { Section("Fruit") { Text("Apple") } }.headerProminence(.increased)
        XCTAssertEqual(texts(items(increased)).first?.text.string, "Fruit")
        XCTAssertEqual(texts(items(increased)).first?.text.runs[0].font.weight, .semibold)
        let plain = List { Section("Fruit") { Text("Apple") } }.listStyle(.plain)
        XCTAssertEqual(texts(items(plain)).first?.text.string, "Fruit")
        XCTAssertEqual(texts(items(plain)).first?.text.runs[0].color, Color(.label).resolved(in: .light))
    }

    func testSectionsStandApartAndLooseRowsMakeASectionOfTheirOwn() {
        let list = List {
            Text("Loose")
            Section { Text("A"); Text("B") }
        }
        let rows = fills(items(list)).filter { $0.frame.height == 44 }.map(\.frame.minY)
        XCTAssertEqual(rows, [35, 114, 158] as [Double], "35, a row of 44, 35, two rows")
    }

    func testATallRowGrowsByItsInsets() {
        let rows = fills(items(List { Color.red.frame(width: 10, height: 60) })).filter { $0.frame.minX == 20 }
        XCTAssertEqual(rows.first?.frame.height, 72)
    }

    func testRowModifiersChangeTheRowsBackgroundInsetsAndSeparators() {
        let list = List {
            Text("One").listRowBackground(Color.red).listRowInsets(EdgeInsets())
            Text("Two").listRowSeparator(.hidden, edges: .bottom)
            Text("Three")
        }
        let drawn = items(list)
        let shapes = fills(drawn)
        XCTAssertEqual(shapes.first { $0.frame.minY == 35 && $0.frame.minX == 20 }?.color, Color(255, 59, 48))
        XCTAssertEqual(texts(drawn).map(\.frame.minX), [20, 40, 40], "no insets: the text at the card's edge")
        XCTAssertEqual(shapes.filter { $0.frame.height == 1 }.map(\.frame), [Rect(x: 20, y: 78, width: 260, height: 1)],
                       "the first row's separator from its own inset, none under the second")
    }

    func testRowSpacingRoundsEveryRowAndDrawsNoSeparators() throws {
        let drawn = items(List { Text("One"); Text("Two") }.listRowSpacing(10))
        let rows = drawn.filter { $0.frame.height == 44 }
        XCTAssertEqual(rows.map(\.frame.minY), [35, 89])
        XCTAssertEqual(try XCTUnwrap(corners(rows[1])).top, 10, accuracy: 1e-9)
        XCTAssertTrue(fills(drawn).filter { $0.frame.height == 1 }.isEmpty)
    }

    func testAHiddenContentBackgroundLetsTheWindowShow() {
        let shapes = fills(items(List { Text("One") }.scrollContentBackground(.hidden)))
        XCTAssertEqual(shapes.first?.color.opacity, 0)
    }

    func testASectionOutsideAListIsItsViewsInARow() {
        let drawn = texts(items(VStack { Section { Text("A") } header: { Text("H") } footer: { Text("F") } }))
        XCTAssertEqual(drawn.map(\.text.string), ["H", "A", "F"])
        XCTAssertEqual(drawn.map(\.text.runs[0].font.size), [17, 17, 17])
    }
}

extension DisplayList {
    /// Its items, each effect's opened in its place: what a list draws
    /// inside its scroll view's clip, in drawing order.
    var opened: [DisplayItem] {
        func flatten(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in
                if case .effect(_, let inner) = item.content { return flatten(inner) }
                return [item]
            }
        }
        return flatten(items)
    }
}
