import Foundation
import VirtualDesktop
import XCTest

/// The example of a card dragged about (`Examples/Programs/dragging.swift`),
/// driven by XTest's pointer under Xvfb: a drag that the card follows, let
/// go outside the window where it still ends, and a long press held still.
/// The card, 80 points square, starts in the middle of a 320 x 240 window.
final class GestureProgramTests: XCTestCase {
    private let y = 120

    private func cardStart(_ session: Session) -> Int? {
        session.row(at: y)?.firstX(of: Colors.blue)
    }

    /// Waits until the card's left edge is at `x`, within a pixel.
    private func waitForCard(at x: Int, _ session: Session, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        var seen: Int?
        let there = waitFor(within: 5) { () -> Bool? in
            seen = cardStart(session)
            return seen.map { abs($0 - x) <= 1 } == true ? true : nil
        }
        if there == nil { XCTFail("\(what): the card's left edge at \(seen.map(String.init) ?? "none"), not \(x)", file: file, line: line) }
    }

    func testTheCardFollowsADragThatEndsOutsideTheWindowAndALongPressPicksIt() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--size", "320x240", "--appearance", "light"], on: server,
                                  binary: try DependentPrograms.executable("dragging"))
        waitForCard(at: 120, session, "at the start")

        session.x.movePointer(to: 160, y, in: session.window)
        session.x.button(1, pressed: true)
        for x in stride(from: 165, through: 260, by: 5) { session.x.movePointer(to: x, y, in: session.window) }
        waitForCard(at: 220, session, "dragged 100 to the right, the button down")

        // Out of the window, where the server still sends the moves and the
        // release to it: the drag goes on, and ends there.
        session.x.movePointer(to: 330, y, in: session.window)
        waitForCard(at: 290, session, "dragged past the window's right edge")
        session.x.button(1, pressed: false)
        XCTAssertTrue(session.waitUntilIdle(), "at rest once let go")
        waitForCard(at: 290, session, "left where the drag ended")

        // A new drag takes the card from there.
        session.x.movePointer(to: 300, y, in: session.window)
        session.x.button(1, pressed: true)
        for x in stride(from: 290, through: 200, by: -10) { session.x.movePointer(to: x, y, in: session.window) }
        session.x.button(1, pressed: false)
        waitForCard(at: 190, session, "dragged back 100")

        // Held still, a long press turns it orange while the button is down.
        session.x.movePointer(to: 230, y, in: session.window)
        session.x.button(1, pressed: true)
        let picked = waitFor(within: 5) { session.row(at: self.y)?.firstX(of: Colors.orange) }
        XCTAssertEqual(picked.map { abs($0 - 190) <= 1 }, true, "orange at \(picked.map(String.init) ?? "nowhere")")
        session.x.button(1, pressed: false)
        XCTAssertTrue(session.waitUntilIdle())
        XCTAssertEqual(session.row(at: y)?.firstX(of: Colors.orange).map { abs($0 - 190) <= 1 }, true, "still orange once let go")
    }
}
