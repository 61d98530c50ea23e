import XCTest
@testable import CollapsibleCore

/// `Menu` and `contextMenu`: iOS's rounded panel of rows under the view,
/// opened by a click, the secondary button or the Menu key, worked with
/// the arrows and Return, closed by Escape and a click outside.
final class MenuTests: XCTestCase {
    private struct Sorting: View {
        @State var order = "none"
        var body: some View {
            VStack {
                Menu("Sort") {
                    Button("By name") { order = "name" }
                    Button("By date") { order = "date" }
                    Divider()
                    Button("Delete", role: .destructive) { order = "deleted" }
                }
                Text(order)
            }
        }
    }

    private struct Photo: View {
        @State var liked = false
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .contextMenu {
                    Button("Like") { liked = true }
                }
                .overlay(Text(liked ? "liked" : ""))
        }
    }

    private let window = Size(width: 400, height: 400)

    private func elements(_ live: LiveView) -> [AccessibilityElement] {
        func flat(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
            elements.flatMap { [$0] + flat($0.children) }
        }
        return flat(live.accessibilityRoot.children)
    }

    private func texts(_ live: LiveView) -> [String] {
        live.displayList(scale: 1).items.compactMap { item in
            guard case .text(let text, _) = item.content else { return nil }
            return text.string
        }
    }

    private func click(_ live: inout LiveView, _ point: Point) {
        live.pointerPressed(at: point, time: 1)
        live.pointerReleased(at: point, time: 1.05)
    }

    private func settle(_ live: inout LiveView) {
        live.advance(to: 10)
        live.advance(to: 20)
    }

    func testAClickOnAMenuOpensItsRowsUnderItAndARowRunsAndCloses() throws {
        var live = LiveView(Sorting(), size: window)
        let sort = try XCTUnwrap(elements(live).first { $0.label == "Sort" })
        click(&live, Point(x: sort.frame.midX, y: sort.frame.midY))
        settle(&live)
        XCTAssertTrue(live.presentsLayer)
        let menu = try XCTUnwrap(live.accessibilityRoot.children.last)
        XCTAssertEqual(menu.role, .menu)
        let items = elements(live).filter { $0.role == .menuItem }
        XCTAssertEqual(items.map(\.label), ["By name", "By date", "Delete"])
        // Rows of 44, 250 wide, the first 8 under the button; from its
        // leading edge, 180, the menu would pass the window's: it keeps 8
        // inside it, at 400 - 8 - 250.
        XCTAssertEqual(items[0].frame.height, 44)
        XCTAssertEqual(items[0].frame.width, 250)
        XCTAssertEqual(items[0].frame.minY, sort.frame.maxY + 8, accuracy: 0.5)
        XCTAssertEqual(items[0].frame.minX, 142)
        live.press(items[1].id, animated: false)
        settle(&live)
        XCTAssertFalse(live.presentsLayer)
        XCTAssertEqual(texts(live), ["Sort", "date"])
    }

    func testTheArrowsGoFromRowToRowAndEscapeCloses() throws {
        var live = LiveView(Sorting(), size: window)
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertTrue(live.pressFocused())
        settle(&live)
        let items = elements(live).filter { $0.role == .menuItem }.map(\.id)
        XCTAssertTrue(live.moveInMenu(forward: true))
        XCTAssertEqual(live.focusedControl, items[0])
        XCTAssertTrue(live.moveInMenu(forward: true))
        XCTAssertTrue(live.moveInMenu(forward: true))
        XCTAssertEqual(live.focusedControl, items[2])
        XCTAssertTrue(live.moveInMenu(forward: false))
        XCTAssertEqual(live.focusedControl, items[1])
        XCTAssertTrue(live.dismissFrontmost())
        settle(&live)
        XCTAssertFalse(live.presentsLayer)
        XCTAssertFalse(live.moveInMenu(forward: true), "with no menu open, the arrows are the sliders'")
        XCTAssertEqual(texts(live), ["Sort", "none"])
    }

    func testTheSecondaryButtonOpensAContextMenuAndAClickOutsideClosesIt() throws {
        var live = LiveView(Photo(), size: window)
        XCTAssertFalse(live.secondaryClicked(at: Point(x: 10, y: 10)), "no menu outside the photo")
        XCTAssertTrue(live.secondaryClicked(at: Point(x: 200, y: 200)))
        settle(&live)
        XCTAssertEqual(elements(live).filter { $0.role == .menuItem }.map(\.label), ["Like"])
        click(&live, Point(x: 10, y: 10))
        settle(&live)
        XCTAssertFalse(live.presentsLayer)
        XCTAssertTrue(live.openContextMenu(), "the Menu key")
        settle(&live)
        let like = try XCTUnwrap(elements(live).first { $0.role == .menuItem })
        click(&live, Point(x: like.frame.midX, y: like.frame.midY))
        settle(&live)
        XCTAssertFalse(live.presentsLayer)
        XCTAssertTrue(texts(live).contains("liked"))
    }
}
