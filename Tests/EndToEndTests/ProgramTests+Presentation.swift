import CXTest
import XCTest

/// Examples/Programs/presenting.swift in a window of 320 x 480: its sheet
/// and its alert presented by the pointer and by the keyboard, drawn over
/// the dimmed window, dismissed by Escape and by their own buttons, the
/// window's count kept underneath. Its three views stand 20 apart in the
/// middle: the count at y 190 to 210, Details at 230 to 250, Delete at 270
/// to 290.
extension ProgramTests {
    /// White under UIKit's dimming of a sheet, black at 40 %; under an
    /// alert's, black at 20 %.
    private static let sheetDimmed: UInt32 = 0x999999
    private static let alertDimmed: UInt32 = 0xCCCCCC

    private func pixel(_ session: Session, _ x: Int, _ y: Int) -> UInt32? {
        session.x.image(of: session.window, x: x, y: y, width: 1, height: 1).map { $0[0, 0] }
    }

    /// Waits until (x, y) shows `color`, once the motion is over.
    private func waitForColor(_ color: UInt32, at x: Int, _ y: Int, in session: Session, _ what: String,
                         file: StaticString = #filePath, line: UInt = #line) {
        let shown = waitFor(within: 5) { pixel(session, x, y).flatMap { Colors.isClose($0, color, tolerance: 3) ? true : nil } }
        XCTAssertNotNil(shown, "\(what): (\(x), \(y)) is \(pixel(session, x, y).map(Colors.name) ?? "nothing"), not \(Colors.name(color))",
                        file: file, line: line)
    }

    /// A click on Details raises the sheet to its medium detent: half of
    /// the 470 points under the strip of 10, its top at 480 - 235 = 245,
    /// the window above it dimmed, its grabber 36 x 5 at 5 under its top,
    /// tertiary label over white (196, 196, 198). Escape lowers it, and
    /// the window is white again.
    func testASheetRisesByAClickAndEscapeLowersIt() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("presenting", 320, 480, on: server)
        XCTAssertTrue(session.waitUntilIdle())
        let count = try XCTUnwrap(session.x.image(of: session.window, y: 200, width: 320))
        session.x.click(160, 240, in: session.window)
        waitForColor(Self.sheetDimmed, at: 160, 100, in: session, "the window above the sheet")
        XCTAssertTrue(session.waitUntilIdle())
        let picture = try XCTUnwrap(session.stillImage())
        assertColor(picture, 160, 240, Self.sheetDimmed, "just above the sheet's top")
        assertColor(picture, 160, 300, 0xFFFFFF, "the sheet")
        assertColor(picture, 160, 252, 0xC4C4C6, "the grabber")
        assertColor(picture, 120, 252, 0xFFFFFF, "beside the grabber")
        assertColor(picture, 0, 245, Self.sheetDimmed, "outside the sheet's rounded corner")
        session.x.type(XK_Escape, in: session.window)
        waitForColor(0xFFFFFF, at: 160, 100, in: session, "the window once the sheet is gone")
        XCTAssertTrue(session.waitUntilIdle())
        XCTAssertEqual(session.x.image(of: session.window, y: 200, width: 320)?.pixels, count.pixels, "the count, kept")
    }

    /// Tab, Tab and Return press Delete: the alert, 270 wide in the
    /// middle, its panel (242, 242, 242) over the window dimmed by 20 %.
    /// Tab goes into it, to its Delete, and Return runs it: the alert goes
    /// and the count says so.
    func testTheKeyboardPresentsTheAlertAndItsDestructiveButtonDeletes() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("presenting", 320, 480, on: server)
        XCTAssertTrue(session.waitUntilIdle())
        let count = try XCTUnwrap(session.x.image(of: session.window, y: 200, width: 320))
        session.x.type(XK_Tab, in: session.window)
        session.x.type(XK_Tab, in: session.window)
        session.x.type(XK_Return, in: session.window)
        waitForColor(Self.alertDimmed, at: 5, 5, in: session, "the window behind the alert")
        XCTAssertTrue(session.waitUntilIdle())
        let picture = try XCTUnwrap(session.stillImage())
        assertColor(picture, 20, 240, Self.alertDimmed, "left of the alert, which starts at 25")
        let panel = (150..<330).count { Colors.isClose(picture[30, $0], 0xF2F2F2, tolerance: 2) }
        XCTAssertGreaterThan(panel, 100, "the alert's panel down its left side")
        session.x.type(XK_Tab, in: session.window)
        session.x.type(XK_Return, in: session.window)
        waitForColor(0xFFFFFF, at: 5, 5, in: session, "the window once the alert is gone")
        XCTAssertTrue(session.waitUntilIdle())
        XCTAssertNotEqual(session.x.image(of: session.window, y: 200, width: 320)?.pixels, count.pixels, "the count, one more")
    }
}
