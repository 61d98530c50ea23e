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

    private struct Editor: View {
        @State var chosen = "none"
        var body: some View {
            VStack {
                Menu("Edit") {
                    Button("Undo") { chosen = "undo" }
                    Menu("Transform") {
                        Button("Uppercase") { chosen = "upper" }
                        Button("Lowercase") { chosen = "lower" }
                    }
                    Menu("Recent") {}
                }
                Text(chosen)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func openEdit(_ live: inout LiveView) throws {
        let edit = try XCTUnwrap(live.allElements.first { $0.label == "Edit" })
        live.click(Point(x: edit.frame.midX, y: edit.frame.midY))
        live.settle()
    }

    /// A `Menu` in a menu is a row of its own kind, a chevron at its end;
    /// a click opens its rows beside it, its top by the row's, the menu it
    /// is in still open; a row chosen there runs and closes both.
    func testAMenuInAMenuOpensBesideItsRowAndARowChosenThereClosesBoth() throws {
        var live = LiveView(Editor(), size: Size(width: 600, height: 400))
        try openEdit(&live)
        let rows = live.allElements.filter { $0.role == .menuItem || $0.role == .submenu }
        XCTAssertEqual(rows.map(\.label), ["Undo", "Transform", "Recent"], "the chevron is no part of the name")
        XCTAssertEqual(rows.map(\.role), [.menuItem, .submenu, .submenu])
        XCTAssertEqual(rows[1].expanded, false)
        func images(_ items: [DisplayItem]) -> [Rect] {
            items.flatMap { item -> [Rect] in
                switch item.content {
                case .image: [item.frame]
                case .effect(_, let inside): images(inside)
                default: []
                }
            }
        }
        let chevrons = images(live.displayList(scale: 1).items).filter { rows[1].frame.contains(Point(x: $0.midX, y: $0.midY)) }
        XCTAssertEqual(chevrons.count, 1)
        XCTAssertEqual(chevrons.first?.maxX ?? 0, rows[1].frame.maxX - 16, accuracy: 1, "the chevron at the row's trailing inset")
        live.click(Point(x: rows[1].frame.midX, y: rows[1].frame.midY))
        live.settle()
        let items = live.allElements.filter { $0.role == .menuItem }
        XCTAssertEqual(items.map(\.label), ["Undo", "Uppercase", "Lowercase"], "the menu it is in stays open")
        let transform = try XCTUnwrap(live.allElements.first { $0.role == .submenu && $0.label == "Transform" })
        XCTAssertEqual(transform.expanded, true)
        // The first menu is 8 in from the window's leading edge, 250 wide:
        // the second starts at its trailing edge, where 250 more fit.
        XCTAssertEqual(items[1].frame.minX, transform.frame.maxX)
        XCTAssertEqual(items[1].frame.minY, transform.frame.minY, accuracy: 0.5)
        live.press(items[1].id, animated: false)
        live.settle()
        XCTAssertFalse(live.presentsLayer, "every menu closed")
        XCTAssertEqual(live.drawnTexts, ["Edit", "upper"])
    }

    /// Right on a submenu's row opens it with the focus on its first row,
    /// Left closes it and gives its row the focus again, as GTK's menus
    /// take the arrows; Escape closes the submenu alone.
    func testRightOpensASubmenuAndLeftAndEscapeCloseItAlone() throws {
        var live = LiveView(Editor(), size: Size(width: 600, height: 400))
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertTrue(live.pressFocused())
        live.settle()
        XCTAssertFalse(live.crossSubmenu(opening: false), "Left in a window's menu does nothing")
        XCTAssertTrue(live.moveInMenu(forward: true))
        XCTAssertFalse(live.crossSubmenu(opening: true), "Right on a plain row does nothing")
        XCTAssertTrue(live.moveInMenu(forward: true))
        let transform = try XCTUnwrap(live.allElements.first { $0.label == "Transform" })
        XCTAssertEqual(live.focusedControl, transform.id)
        XCTAssertTrue(live.crossSubmenu(opening: true))
        var time = 30.0
        func settle() {
            time += 10
            live.advance(to: time)
        }
        settle()
        let upper = try XCTUnwrap(live.allElements.first { $0.label == "Uppercase" })
        XCTAssertEqual(live.focusedControl, upper.id, "the focus on the submenu's first row")
        XCTAssertTrue(live.moveInMenu(forward: true))
        XCTAssertEqual(live.focusedControl, live.allElements.first { $0.label == "Lowercase" }?.id, "Down goes among its rows")
        XCTAssertTrue(live.crossSubmenu(opening: false))
        settle()
        XCTAssertTrue(live.presentsLayer)
        XCTAssertNil(live.allElements.first { $0.label == "Uppercase" })
        XCTAssertEqual(live.focusedControl, transform.id, "its row has the focus again")
        XCTAssertTrue(live.crossSubmenu(opening: true))
        settle()
        XCTAssertTrue(live.dismissFrontmost())
        settle()
        XCTAssertEqual(live.allElements.filter { $0.role == .menuItem }.map(\.label), ["Undo"], "Escape closed the submenu alone")
        XCTAssertEqual(live.drawnTexts, ["Edit", "none"])
    }

    /// The pointer resting on a submenu's row opens it, as on a desktop.
    func testThePointerOverASubmenusRowOpensIt() throws {
        var live = LiveView(Editor(), size: Size(width: 600, height: 400))
        try openEdit(&live)
        let transform = try XCTUnwrap(live.allElements.first { $0.label == "Transform" })
        live.pointerMoved(to: Point(x: transform.frame.midX, y: transform.frame.midY), time: 21)
        live.advance(to: 22)
        live.advance(to: 40)
        XCTAssertNotNil(live.allElements.first { $0.label == "Uppercase" })
    }

    /// A menu with no items opens nothing: its row is dimmed, a click, the
    /// pointer and Right leave the menu as it was.
    func testASubmenuWithNoItemsOpensNothing() throws {
        var live = LiveView(Editor(), size: Size(width: 600, height: 400))
        try openEdit(&live)
        let recent = try XCTUnwrap(live.allElements.first { $0.label == "Recent" })
        XCTAssertFalse(recent.isEnabled)
        let layers = live.accessibilityRoot.children.count
        live.click(Point(x: recent.frame.midX, y: recent.frame.midY))
        live.pointerMoved(to: Point(x: recent.frame.midX, y: recent.frame.midY), time: 21)
        live.advance(to: 22)
        live.advance(to: 40)
        XCTAssertEqual(live.accessibilityRoot.children.count, layers)
        XCTAssertEqual(live.allElements.first { $0.label == "Recent" }?.expanded, false)
    }

    /// A `Menu` in a context menu is a submenu there too.
    func testAMenuInAContextMenuOpensBesideItsRow() throws {
        struct Shared: View {
            @State var sent = "none"
            var body: some View {
                Text(sent).frame(width: 100, height: 100)
                    .contextMenu {
                        Menu("Share") { Button("Mail") { sent = "mail" } }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        var live = LiveView(Shared(), size: Size(width: 600, height: 400))
        XCTAssertTrue(live.secondaryClicked(at: Point(x: 50, y: 50)))
        live.settle()
        let share = try XCTUnwrap(live.allElements.first { $0.role == .submenu && $0.label == "Share" })
        live.press(share.id, animated: false)
        live.advance(to: 40)
        let mail = try XCTUnwrap(live.allElements.first { $0.role == .menuItem && $0.label == "Mail" })
        XCTAssertEqual(mail.frame.minX, share.frame.maxX)
        live.press(mail.id, animated: false)
        live.advance(to: 60)
        XCTAssertFalse(live.presentsLayer)
        XCTAssertEqual(live.drawnTexts, ["mail"])
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
