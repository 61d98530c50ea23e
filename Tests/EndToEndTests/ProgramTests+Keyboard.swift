import CXTest
import XCTest

/// A program in a window, worked from the keyboard alone.
extension ProgramTests {
    /// folding at 400 x 300: Tab gives its button the focus and its ring,
    /// Space presses it and the squares collapse, and Space again expands
    /// them. The squares' line, y = 120, shows what `--render` draws at
    /// either end of the motion.
    func testTabAndSpacePressFoldingsButtonInAWindow() throws {
        let expanded = try render("folding", 400, 300)
        let collapsed = try render("folding", 400, 300, progress: 1)
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("folding", 400, 300, on: server)

        let y = 120
        func state(_ pixels: [UInt32]?) -> String {
            [(expanded, "expanded"), (collapsed, "collapsed")].first { $0.0.row(y).pixels == pixels }?.1 ?? "neither state"
        }
        func waitForSquares(_ expected: Image, _ what: String) {
            let shown = waitFor(within: 5) { session.row(at: y)?.pixels == expected.row(y).pixels ? true : nil }
            XCTAssertNotNil(shown, "the squares never showed \(what); they show \(state(session.row(at: y)?.pixels))")
        }
        // The button, 20 below the row of squares, 180 to 220, is all the
        // window has in the accent colour, until a ring of it, 3 wide, goes
        // round it.
        let buttonRows = 170..<230
        func accentPixels(_ image: Image?) -> Int {
            guard let image else { return 0 }
            return buttonRows.reduce(0) { sum, y in sum + image.row(y).pixels.count { Colors.isClose($0, Colors.blue) } }
        }
        let label = accentPixels(expanded)

        waitForSquares(expanded, "expanded at first")
        session.x.type(XK_Tab, in: session.window)
        let ring = waitFor(within: 5) { () -> Bool? in
            accentPixels(session.x.image(of: session.window, y: 0, width: 400, height: 300)) > label + 100 ? true : nil
        }
        XCTAssertNotNil(ring, "Tab drew no focus ring round the button")
        session.x.type(XK_space, in: session.window)
        waitForSquares(collapsed, "collapsed after Tab and Space")
        session.x.type(XK_space, in: session.window)
        waitForSquares(expanded, "expanded after Space again")
    }
}
