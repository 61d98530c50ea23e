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

    private struct Document: View {
        @State var saved = 0
        @State var canExport = false
        var body: some View {
            VStack {
                Menu("File") {
                    Button("Save") { saved += 1 }.keyboardShortcut("s")
                    Button("Save As…") { saved += 10 }.keyboardShortcut("s", modifiers: [.command, .shift])
                    Button("Export") { saved += 100 }.keyboardShortcut("e").disabled(!canExport)
                    Button("Close") {}
                }
                Text("saved \(saved)")
            }
        }
    }

    private func press(_ key: KeyEquivalent, _ modifiers: EventModifiers) -> KeyPress {
        KeyPress(phase: .down, key: key, characters: String(key.character), modifiers: modifiers)
    }

    func testAnItemsShortcutShowsAtItsTrailingEdgeAsGTKWritesIt() throws {
        var live = LiveView(Document(), size: window)
        let file = try XCTUnwrap(live.allElements.first { $0.label == "File" })
        live.click(Point(x: file.frame.midX, y: file.frame.midY))
        live.settle()
        let items = live.allElements.filter { $0.role == .menuItem }
        XCTAssertEqual(items.map(\.label), ["Save", "Save As…", "Export", "Close"], "the shortcut is no part of the name")
        let texts = live.displayList(scale: 1).items.flatMap { item -> [(String, Rect)] in
            func texts(_ item: DisplayItem) -> [(String, Rect)] {
                switch item.content {
                case .text(let text, _): [(text.string, item.frame)]
                case .effect(_, let inside): inside.flatMap(texts)
                default: []
                }
            }
            return texts(item)
        }
        let save = try XCTUnwrap(texts.first { $0.0 == "Ctrl+S" })
        XCTAssertNotNil(texts.first { $0.0 == "Shift+Ctrl+S" })
        XCTAssertEqual(save.1.maxX, items[0].frame.maxX - 16, accuracy: 1, "at the row's trailing inset")
        XCTAssertEqual(save.1.midY, items[0].frame.midY, accuracy: 1)
        XCTAssertFalse(texts.contains { $0.0 == "Close" && $0.1.maxX > items[3].frame.maxX - 20 }, "an item without one keeps its label leading")
    }

    func testTheShortcutsOfAClosedMenuPressItsItems() throws {
        var live = LiveView(Document(), size: window)
        XCTAssertTrue(live.keyPressed(press("s", .control)))
        XCTAssertEqual(live.drawnTexts, ["File", "saved 1"])
        XCTAssertFalse(live.presentsLayer, "the menu stays closed")
        XCTAssertTrue(live.keyPressed(press("S", [.control, .shift])))
        XCTAssertEqual(live.drawnTexts, ["File", "saved 11"])
        XCTAssertFalse(live.keyPressed(press("e", .control)), "a disabled item's shortcut does nothing")
        XCTAssertEqual(live.drawnTexts, ["File", "saved 11"])
        XCTAssertFalse(live.keyPressed(press("s", [])), "without its modifier the key is no shortcut")
    }

    func testWhileTheMenuIsOpenItsShortcutRunsTheItemAndClosesIt() throws {
        var live = LiveView(Document(), size: window)
        let file = try XCTUnwrap(live.allElements.first { $0.label == "File" })
        live.click(Point(x: file.frame.midX, y: file.frame.midY))
        live.settle()
        XCTAssertTrue(live.keyPressed(press("s", .control)))
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertEqual(live.drawnTexts, ["File", "saved 1"])
    }

    func testAClickOnAMenuOpensItsRowsUnderItAndARowRunsAndCloses() throws {
        var live = LiveView(Sorting(), size: window)
        let sort = try XCTUnwrap(live.allElements.first { $0.label == "Sort" })
        live.click(Point(x: sort.frame.midX, y: sort.frame.midY))
        live.settle()
        XCTAssertTrue(live.presentsLayer)
        let menu = try XCTUnwrap(live.accessibilityRoot.children.last)
        XCTAssertEqual(menu.role, .menu)
        let items = live.allElements.filter { $0.role == .menuItem }
        XCTAssertEqual(items.map(\.label), ["By name", "By date", "Delete"])
        // Rows of 44, 250 wide, the first 8 under the button; from its
        // leading edge, 180, the menu would pass the window's: it keeps 8
        // inside it, at 400 - 8 - 250.
        XCTAssertEqual(items[0].frame.height, 44)
        XCTAssertEqual(items[0].frame.width, 250)
        XCTAssertEqual(items[0].frame.minY, sort.frame.maxY + 8, accuracy: 0.5)
        XCTAssertEqual(items[0].frame.minX, 142)
        live.press(items[1].id, animated: false)
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertEqual(live.drawnTexts, ["Sort", "date"])
    }

    func testTheArrowsGoFromRowToRowAndEscapeCloses() throws {
        var live = LiveView(Sorting(), size: window)
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertTrue(live.pressFocused())
        live.settle()
        let items = live.allElements.filter { $0.role == .menuItem }.map(\.id)
        XCTAssertTrue(live.moveInMenu(forward: true))
        XCTAssertEqual(live.focusedControl, items[0])
        XCTAssertTrue(live.moveInMenu(forward: true))
        XCTAssertTrue(live.moveInMenu(forward: true))
        XCTAssertEqual(live.focusedControl, items[2])
        XCTAssertTrue(live.moveInMenu(forward: false))
        XCTAssertEqual(live.focusedControl, items[1])
        XCTAssertTrue(live.dismissFrontmost())
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertFalse(live.moveInMenu(forward: true), "with no menu open, the arrows are the sliders'")
        XCTAssertEqual(live.drawnTexts, ["Sort", "none"])
    }

    func testTheSecondaryButtonOpensAContextMenuAndAClickOutsideClosesIt() throws {
        var live = LiveView(Photo(), size: window)
        XCTAssertFalse(live.secondaryClicked(at: Point(x: 10, y: 10)), "no menu outside the photo")
        XCTAssertTrue(live.secondaryClicked(at: Point(x: 200, y: 200)))
        live.settle()
        XCTAssertEqual(live.allElements.filter { $0.role == .menuItem }.map(\.label), ["Like"])
        live.click(Point(x: 10, y: 10))
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertTrue(live.openContextMenu(), "the Menu key")
        live.settle()
        let like = try XCTUnwrap(live.allElements.first { $0.role == .menuItem })
        live.click(Point(x: like.frame.midX, y: like.frame.midY))
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertTrue(live.drawnTexts.contains("liked"))
    }
}
