import CXTest
import XCTest

/// The programs of chapters 1 and 4 that lay views out: where SwiftUI puts
/// each part, and what a press changes.
extension ProgramTests {
    /// counter: `VStack(spacing: 12) { Button { Text("Count").frame(width: 120, height: 44).background(...).cornerRadius(8) }; Text(...).frame(height: 24) }`
    func testCounterShowsARoundedButtonAboveALineThatCountsThePresses() throws {
        // 300 x 200. The stack is 44 + 12 + 24 = 80 tall, centred: from
        // (200 - 80) / 2 = 60. The box is 120 wide, centred: 90 to 210, and
        // 44 tall: 60 to 104. The line's frame is 24 tall, 116 to 140.
        let image = try render("counter", 300, 200)
        let fill = Colors.over(0x787880, opacity: 0.16)
        // y = 70 lies below the corners' quarter circles, 60 to 68, and
        // above the ink of "Count", whose line is centred on y = 82; x = 100
        // is left of it: the box's fill, secondarySystemFill over white.
        assertColor(image, 100, 70, fill, tolerance: 2, "secondarySystemFill over white")
        assertEdge(image, from: 100, 70, .left, at: 90, "the box's left")
        assertEdge(image, from: 200, 70, .right, at: 210, "the box's right")
        assertEdge(image, from: 100, 80, .up, at: 60, "the box's top")
        assertEdge(image, from: 100, 80, .down, at: 104, "the box's bottom")
        // cornerRadius(8): the pixel at the box's corner lies outside the
        // quarter circle, while 8 along the top edge is the box.
        XCTAssertGreaterThanOrEqual(Colors.channels(image[90, 60]).0, 250,
                                    "the corner at (90, 60) is \(Colors.name(image[90, 60])), not rounded off")
        assertColor(image, 98, 60, fill, tolerance: 2, "the top edge beside the corner")
        // The label is in the accent colour, not dimmed: no press is under way.
        let label = (x: 90..<210, y: 60..<104)
        assertDarkest(image, label, Colors.blue, "the label")
        // The line below, in the primary colour, centred, in its frame.
        let line = try XCTUnwrap(image.inkBox(y: 104..<200), "no line below the button")
        XCTAssertEqual(Double(line.x.lowerBound + line.x.upperBound + 1) / 2, 150, accuracy: 1.5, "the line is centred")
        XCTAssertTrue(line.y.lowerBound >= 116 && line.y.upperBound < 140, "the line's ink, \(line.y), is outside its frame")
        assertDarkest(image, (0..<300, 104..<200), Colors.black, "the line")

        // A press changes the line and nothing above it.
        let pressed = try render("counter", 300, 200, progress: 1)
        let boxEnd = 104 * image.width
        XCTAssertTrue(pressed.pixels[..<boxEnd] == image.pixels[..<boxEnd], "the press changed the button")
        XCTAssertFalse(pressed.pixels[boxEnd...] == image.pixels[boxEnd...], "the press did not change the line")
        assertDarkest(pressed, label, Colors.blue, "the label after the press")
        assertDarkest(pressed, (0..<300, 104..<200), Colors.black, "the line after the press")
    }

    /// circles: three buttons in an `HStack(spacing: 10)` with `CircleStyle`:
    /// teal circles of 80, a white ring 4 inside the edge, white labels.
    func testCirclesDrawsThreeTealCircleButtons() throws {
        // 360 x 200: three circles of 80, 10 apart, 260 wide, so they start
        // at (360 - 260) / 2 = 50, 140 and 230; 80 tall from (200 - 80) / 2 =
        // 60. Row 100 runs along their centres.
        let image = try render("circles", 360, 200)
        for left in [50, 140, 230] {
            let centre = left + 40
            assertEdge(image, from: left + 2, 100, .left, at: Double(left), "the left of the circle at \(left)")
            assertEdge(image, from: left + 78, 100, .right, at: Double(left + 80), "the right of the circle at \(left)")
            assertEdge(image, from: centre, 62, .up, at: 60, "the top of the circle at \(left)")
            assertEdge(image, from: centre, 138, .down, at: 140, "the bottom of the circle at \(left)")
            assertColor(image, centre, 130, Colors.teal, "the fill of the circle at \(left)")
            // The ring: strokeBorder, 2 wide, on the circle inset by 4, which
            // covers the pixels 4 and 5 in.
            for (x, y) in [(left + 4, 100), (left + 5, 100), (left + 75, 100), (centre, 64)] {
                XCTAssertGreaterThanOrEqual(Colors.channels(image[x, y]).0, 230,
                                            "the white ring at (\(x), \(y)) is \(Colors.name(image[x, y]))")
            }
            assertColor(image, left + 8, 100, Colors.teal, "inside the ring of the circle at \(left)")
            // The label, white, on the middle of the circle.
            let ink = try XCTUnwrap(image.inkBox(x: left + 10..<left + 70, y: 80..<120) { Colors.channels($0).0 > 128 },
                                    "no white label in the circle at \(left)")
            XCTAssertEqual(Double(ink.x.lowerBound + ink.x.upperBound + 1) / 2, Double(centre), accuracy: 1.5,
                           "the label of the circle at \(left) is centred")
        }
        assertColor(image, 135, 100, Colors.white, "between the first two circles")

        // A press of "One", whose action is empty, leaves everything as it was once released.
        XCTAssertTrue(try render("circles", 360, 200, progress: 1).pixels == image.pixels, "a press changed the picture")
    }

    /// circles in a window: `configuration.isPressed` is true while the
    /// pointer holds the button down, and the style draws it indigo; the
    /// release makes it teal again.
    func testCirclesButtonIsIndigoWhileHeldDown() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("circles", 360, 200, on: server)
        // The middle circle, "Two", from x = 140, centred on (180, 100);
        // (180, 130) is its fill, below the label.
        func fill(_ expected: UInt32, _ what: String) {
            let shown = waitFor(within: 5) { () -> Bool? in
                guard let image = session.x.image(of: session.window, y: 0, width: 360, height: 200) else { return nil }
                return Colors.isClose(image[180, 130], expected, tolerance: 3) && Colors.isClose(image[90, 130], Colors.teal, tolerance: 3)
                    ? true : nil
            }
            XCTAssertNotNil(shown, what)
        }
        fill(Colors.teal, "the buttons never showed, teal")
        session.x.movePointer(to: 180, 130, in: session.window)
        session.x.button(1, pressed: true)
        fill(Colors.indigo, "the held button did not turn indigo, or another did")
        session.x.button(1, pressed: false)
        fill(Colors.teal, "the released button did not turn teal again")
    }

    /// badge: `Text("Inbox").frame(width: 100, height: 40).background(Color.gray).countBadge(3)`:
    /// a red circle of 24 centred on the gray box's top trailing corner.
    func testBadgePutsTheCountOnTheBoxsTopTrailingCorner() throws {
        // 300 x 200: the box, 100 x 40, centred: 100 to 200 across, 80 to
        // 120 down. The badge's ZStack is framed 24 x 24 in the overlay's
        // top trailing corner, 176 to 200 and 80 to 104, and offset by
        // (12, -12): 188 to 212 and 68 to 92, its centre the corner itself.
        let image = try render("badge", 300, 200)
        // The box, measured clear of the text, whose line is centred on
        // y = 100, and of the badge.
        assertColor(image, 110, 115, Colors.gray, "the box")
        assertEdge(image, from: 110, 115, .left, at: 100, "the box's left")
        assertEdge(image, from: 180, 115, .right, at: 200, "the box's right")
        assertEdge(image, from: 110, 115, .up, at: 80, "the box's top")
        assertEdge(image, from: 110, 115, .down, at: 120, "the box's bottom")
        // The badge, measured from 8 inside it each way, clear of the "3".
        assertColor(image, 208, 80, Colors.red, "the badge right of the corner")
        assertColor(image, 192, 88, Colors.red, "the badge over the box")
        assertEdge(image, from: 208, 80, .right, at: 212, accuracy: 0.2, "the badge's right")
        assertEdge(image, from: 192, 80, .left, at: 188, accuracy: 0.2, "the badge's left, over the box")
        assertEdge(image, from: 200, 72, .up, at: 68, accuracy: 0.2, "the badge's top")
        assertEdge(image, from: 200, 88, .down, at: 92, accuracy: 0.2, "the badge's bottom, over the box")
        // The count, white, at the corner; "Inbox" black in the box.
        let count = try XCTUnwrap(image.inkBox(x: 194..<207, y: 73..<88) { Colors.channels($0).1 > 200 },
                                  "no white count on the badge")
        XCTAssertEqual(Double(count.x.lowerBound + count.x.upperBound + 1) / 2, 200, accuracy: 1.5, "the count is centred")
        assertDarkest(image, (100..<186, 93..<120), Colors.black, "the text in the box")
        assertColor(image, 214, 80, Colors.white, "beyond the badge")
    }

    /// folding: the collapsible row, told from outside: squares of 60, 40
    /// and 80 in teal, indigo and pink, expanded at first, and a button
    /// below that collapses them inside withAnimation.
    func testFoldingCollapsesItsSquaresWhenItsButtonIsPressed() throws {
        // 400 x 300. The stack is the row, 80 tall (its tallest square), 20,
        // and the button's frame, 40: 140, from (300 - 140) / 2 = 80. Expanded,
        // spacing 10: the row is 60 + 40 + 80 + 20 = 200 wide, centred: from
        // 100, squares at 100-160, 170-210 and 220-300, centred on the row's
        // middle, y = 120: 90-150, 100-140 and 80-160.
        let y = 120
        let expanded = try render("folding", 400, 300)
        for (x, color, from, to) in [(130, Colors.teal, 100.0, 160.0), (190, Colors.indigo, 170, 210), (260, Colors.pink, 220, 300)] {
            assertColor(expanded, x, y, color, "the square at \(from), expanded")
            assertEdge(expanded, from: x, y, .left, at: from, "a square's left, expanded")
            assertEdge(expanded, from: x, y, .right, at: to, "a square's right, expanded")
        }
        for (x, top, bottom) in [(130, 90.0, 150.0), (190, 100, 140), (260, 80, 160)] {
            assertEdge(expanded, from: x, y, .up, at: top, "the top of the square at x = \(x)")
            assertEdge(expanded, from: x, y, .down, at: bottom, "the bottom of the square at x = \(x)")
        }
        assertDarkest(expanded, (150..<250, 180..<220), Colors.blue, "the button's label")

        // Collapsed, spacing 0: the first two are framed 12 wide, their
        // squares drawn from the frame's leading edge at full size, each over
        // the one before; the row is 12 + 12 + 80 = 104, from 148. The
        // squares start at 148, 160 and 172; the last ends at 252.
        let collapsed = try render("folding", 400, 300, progress: 1)
        for (x, color, from, to) in [(154, Colors.teal, 148.0, 160.0), (166, Colors.indigo, 160, 172), (212, Colors.pink, 172, 252)] {
            assertColor(collapsed, x, y, color, "the square from \(from), collapsed")
            assertEdge(collapsed, from: x, y, .left, at: from, "a square's left, collapsed")
            assertEdge(collapsed, from: x, y, .right, at: to, "a square's right, collapsed")
        }
        // Above the 40 square, the 60 one shows through to where the last begins.
        assertEdge(collapsed, from: 154, 95, .right, at: 172, "the first square, 60 wide, under the second")

        // Half way through withAnimation's default, ease-in-out at 0.5 is
        // 0.5: each square half way, from 124, 165 and 196, each over the one before.
        let half = try render("folding", 400, 300, progress: 0.5)
        for (x, color, from, to) in [(140, Colors.teal, 124.0, 165.0), (180, Colors.indigo, 165, 196), (230, Colors.pink, 196, 276)] {
            assertColor(half, x, y, color, "the square from \(from), half way")
            assertEdge(half, from: x, y, .left, at: from, "a square's left, half way")
            assertEdge(half, from: x, y, .right, at: to, "a square's right, half way")
        }
    }
}
