import CXTest
import XCTest

/// fruits, a list in the inset grouped look, drawn and worked with the
/// pointer and the keyboard in a window.
extension ProgramTests {
    private static let grouped: UInt32 = 0xF2F2F7, card: UInt32 = 0xFFFFFF, chosen: UInt32 = 0xD1D1D6

    /// The top of the card: the first white pixel down the column 30, in
    /// the card's 20-point margin's far side.
    private func cardTop(_ image: Image) -> Int? {
        (0..<image.height).first { image[30, $0] == Self.card }
    }

    /// At 320 x 400 the grouped background round a card 20 in from each
    /// side, four rows 44 tall, a hairline under each but the last from 40,
    /// the text's edge, to the card's trailing edge; the same in the dark.
    func testAListIsDrawnAsIOSInsetGroupedList() throws {
        let light = try render("fruits", 320, 400)
        assertColor(light, 5, 5, Self.grouped, "the grouped background")
        let top = try XCTUnwrap(cardTop(light), "no card")
        assertColor(light, 19, top + 22, Self.grouped, "left of the card")
        assertColor(light, 20, top + 22, Self.card, "the card's edge")
        assertColor(light, 299, top + 22, Self.card, "the card's trailing edge")
        assertColor(light, 300, top + 22, Self.grouped, "right of the card")
        assertColor(light, 30, top + 4 * 44 - 1, Self.card, "the last row's bottom")
        assertColor(light, 30, top + 4 * 44 + 1, Self.grouped, "under the card")
        for row in 1...3 {
            let line = top + row * 44 - 1
            assertColor(light, 30, line, Self.card, "no separator left of the text, row \(row)")
            XCTAssertFalse(Colors.isClose(light[45, line], Self.card, tolerance: 3), "a separator under row \(row) at x 45")
            XCTAssertFalse(Colors.isClose(light[298, line], Self.card, tolerance: 3), "the separator runs to the card's edge")
        }
        assertColor(light, 21, top, Self.grouped, tolerance: 40, "the card's rounded corner")
        let dark = try render("fruits", 320, 400, appearance: "dark")
        assertColor(dark, 5, 5, 0x000000, "the grouped background, dark")
        assertColor(dark, 30, top + 22, 0x1C1C1E, "the card, dark")
    }

    /// A click selects a row in grey; Control+click adds another; Delete
    /// deletes the row the last click focused, and the rows below move up.
    func testRowsAreSelectedAndDeletedWithThePointerAndTheKeyboard() throws {
        let drawn = try render("fruits", 320, 400)
        let top = try XCTUnwrap(cardTop(drawn))
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("fruits", 320, 400, on: server)
        func colour(_ row: Int) -> UInt32? { session.x.image(of: session.window, x: 280, y: top + row * 44 + 22, width: 1)?[0, 0] }
        func expect(_ row: Int, _ expected: UInt32, _ what: String) {
            let shown = waitFor(within: 5) { colour(row).flatMap { Colors.isClose($0, expected) ? true : nil } }
            XCTAssertNotNil(shown, "\(what): row \(row) is \(colour(row).map(Colors.name) ?? "not drawn")")
        }
        expect(1, Self.card, "at first")
        session.x.click(160, top + 44 + 22, in: session.window)
        expect(1, Self.chosen, "a click on Banana")
        session.x.key(XK_Control_L, pressed: true, in: session.window)
        session.x.click(160, top + 3 * 44 + 22, in: session.window)
        session.x.key(XK_Control_L, pressed: false, in: session.window)
        expect(3, Self.chosen, "Control+click on Date")
        expect(1, Self.chosen, "Banana stays selected")
        session.x.click(160, top + 22, in: session.window)
        expect(0, Self.chosen, "a click on Apple")
        expect(1, Self.card, "a plain click leaves Banana")
        session.x.type(XK_Down, in: session.window)
        expect(1, Self.chosen, "Down selects Banana")
        expect(0, Self.card, "and leaves Apple")
        session.x.type(XK_Delete, in: session.window)
        expect(3, Self.grouped, "Delete took a row: the card ends a row higher")
        XCTAssertTrue(session.waitUntilIdle())
    }
}
