import XCTest

/// The programs of chapters 1 and 4 that lay views out: where SwiftUI puts
/// each part, and what a press changes.
extension BookTests {
    /// Inter at 17 points, the body text: its ascent and descent. Only
    /// loose checks depend on it.
    static let lineHeight = 20.57

    /// `VStack { Button { Text("Tap me!").padding().background(Color(.tertiarySystemFill)).cornerRadius(5) }; Text(...) }`
    func testTapMeShowsARoundedButtonAboveALineThatCountsTheTaps() throws {
        // 300 x 200. The stack is the label's box, h + 32 tall for a line
        // height h, then 8, then the line, h: 2h + 40, centred, so it starts
        // at 100 - (h + 20) and the box ends at 80 - h + h + 32 = 112 whatever
        // the font. The box is as wide as the text and 32 more, centred on 150.
        let image = try render("tapme", 300, 200)
        let fill = Colors.over(0x767680, opacity: 0.12)
        // y = 108 lies in the box's bottom padding, below the text.
        assertColor(image, 150, 108, fill, tolerance: 2, "tertiarySystemFill over white")
        let left = try XCTUnwrap(image.edge(from: 150, 108, .left)), right = try XCTUnwrap(image.edge(from: 150, 108, .right))
        XCTAssertEqual((left + right) / 2, 150, accuracy: 0.1, "the box is centred")
        XCTAssertTrue((70...130).contains(right - left), "the box is \(right - left) wide, not 32 more than \"Tap me!\"")
        assertEdge(image, from: 150, 108, .down, at: 112, "the box's bottom")
        // Its top, up the left padding, clear of the text: h + 32 above 112.
        let top = try XCTUnwrap(image.edge(from: Int(left) + 8, 108, .up))
        XCTAssertEqual(112 - top, Self.lineHeight + 32, accuracy: 1.5, "the box's height")
        // cornerRadius(5): the pixel at the box's corner lies outside the
        // quarter circle, while 5 along the top edge is the box.
        let (cornerX, cornerY) = (Int(left.rounded(.up)), Int(top.rounded(.up)))
        XCTAssertGreaterThanOrEqual(Colors.channels(image[cornerX, cornerY]).0, 250,
                                    "the corner at (\(cornerX), \(cornerY)) is \(Colors.name(image[cornerX, cornerY])), not rounded off")
        assertColor(image, cornerX + 5, cornerY, fill, tolerance: 2, "the top edge beside the corner")
        // The label is in the accent colour, not dimmed: no press is under way.
        let label = (x: Int(left)..<Int(right), y: Int(top)..<96)
        assertDarkest(image, label, Colors.blue, "the label")
        // The line below, in the primary colour, centred too.
        let line = try XCTUnwrap(image.inkBox(y: 113..<200), "no line below the button")
        XCTAssertEqual(Double(line.x.lowerBound + line.x.upperBound + 1) / 2, 150, accuracy: 1.5, "the line is centred")
        assertDarkest(image, (0..<300, 113..<200), Colors.black, "the line")

        // A tap changes the line and nothing above it.
        let tapped = try render("tapme", 300, 200, progress: 1)
        let boxEnd = 112 * image.width
        XCTAssertTrue(tapped.pixels[..<boxEnd] == image.pixels[..<boxEnd], "the tap changed the button")
        XCTAssertFalse(tapped.pixels[boxEnd...] == image.pixels[boxEnd...], "the tap did not change the line")
        assertDarkest(tapped, label, Colors.blue, "the label after the tap")
    }

    /// Three buttons in an `HStack` with `CircleStyle`: blue circles of 75,
    /// a white hairline 3 inside the edge, white labels.
    func testCircleStylesDrawsThreeBlueCircleButtons() throws {
        // 341 x 175: three circles of 75, 8 apart, 241 wide, so they start at
        // (341 - 241) / 2 = 50, 133 and 216; 75 tall from (175 - 75) / 2 = 50.
        // Row 87 runs through their centres, at y = 87.5.
        let image = try render("circlestyles", 341, 175)
        for left in [50, 133, 216] {
            let centre = left + 37
            assertEdge(image, from: left + 1, 87, .left, at: Double(left), "the left of the circle at \(left)")
            assertEdge(image, from: left + 73, 87, .right, at: Double(left + 75), "the right of the circle at \(left)")
            assertEdge(image, from: centre, 51, .up, at: 50, "the top of the circle at \(left)")
            assertColor(image, centre, 118, Colors.blue, "the fill of the circle at \(left)")
            // strokeBorder, 1 wide, on the circle inset by 3: a ring from 3
            // to 4 inside the edge, which the pixel 3 in covers.
            for (x, y) in [(left + 3, 87), (left + 71, 87), (centre, 53)] {
                XCTAssertGreaterThanOrEqual(Colors.channels(image[x, y]).0, 230,
                                            "the white ring at (\(x), \(y)) is \(Colors.name(image[x, y]))")
            }
            assertColor(image, left + 5, 87, Colors.blue, "inside the ring of the circle at \(left)")
            // The label, white, on the middle of the circle.
            let ink = try XCTUnwrap(image.inkBox(x: left + 8..<left + 67, y: 70..<105) { Colors.channels($0).0 > 128 },
                                    "no white label in the circle at \(left)")
            XCTAssertEqual(Double(ink.x.lowerBound + ink.x.upperBound + 1) / 2, Double(centre) + 0.5, accuracy: 1.5,
                           "the label of the circle at \(left) is centred")
        }
        assertColor(image, 129, 87, Colors.white, "between the first two circles")

        // A press of "One", whose action is empty, leaves everything as it was.
        XCTAssertTrue(try render("circlestyles", 341, 175, progress: 1).pixels == image.pixels, "a press changed the picture")
    }

    /// `Text("Hello").padding(10).background(Color.gray).badge(count: 5)`:
    /// a 24-point red circle centred on the gray box's top-right corner.
    func testBadgesPutsTheCountOnTheBoxsTopRightCorner() throws {
        // 300 x 200: the box, the text and 10 around, centred. The badge's
        // ZStack is framed 24 x 24 in the box's top-trailing corner and offset
        // by (12, -12): its circle's centre is the corner itself.
        let image = try render("badges", 300, 200)
        // The box's sides, measured clear of the badge: 10 in from its left,
        // 5 up from its bottom.
        let left = try XCTUnwrap(image.edge(from: 150, 115, .left))
        let right = try XCTUnwrap(image.edge(from: 150, 115, .right))
        let bottom = try XCTUnwrap(image.edge(from: Int(left) + 5, 110, .down))
        let top = try XCTUnwrap(image.edge(from: Int(left) + 5, 110, .up))
        assertColor(image, Int(left) + 5, 110, Colors.gray, "the box")
        XCTAssertEqual((left + right) / 2, 150, accuracy: 0.1, "the box is centred across")
        XCTAssertEqual((top + bottom) / 2, 100, accuracy: 0.1, "the box is centred down")
        XCTAssertEqual(bottom - top, Self.lineHeight + 20, accuracy: 1.5, "the box's height")
        // The badge, measured from 8 inside it each way, clear of the "5".
        let corner = (x: right, y: top), (cx, cy) = (Int(right), Int(top))
        assertColor(image, cx + 8, cy, Colors.red, "the badge right of the corner")
        assertColor(image, cx - 8, cy + 8, Colors.red, "the badge over the box")
        assertEdge(image, from: cx + 8, cy, .right, at: corner.x + 12, accuracy: 0.2, "the badge's right")
        assertEdge(image, from: cx - 8, cy, .left, at: corner.x - 12, accuracy: 0.2, "the badge's left, over the box")
        assertEdge(image, from: cx, cy - 8, .up, at: corner.y - 12, accuracy: 0.2, "the badge's top")
        assertEdge(image, from: cx, cy + 8, .down, at: corner.y + 12, accuracy: 0.2, "the badge's bottom, over the box")
        // The count, white, at the corner; "Hello" black in the box.
        let count = try XCTUnwrap(image.inkBox(x: cx - 6..<cx + 7, y: cy - 7..<cy + 8) { Colors.channels($0).1 > 200 },
                                  "no white count on the badge")
        XCTAssertEqual(Double(count.x.lowerBound + count.x.upperBound + 1) / 2, corner.x, accuracy: 1.5, "the count is centred")
        assertDarkest(image, (Int(left)..<cx - 13, cy + 13..<Int(bottom)), Colors.black, "the text in the box")
        assertColor(image, cx + 14, cy, Colors.white, "beyond the badge")
    }

    /// objc.io's Collapsible, expanded at first: squares of 50, 30 and 75 in
    /// white 0.3, 0.8 and 0.5, and a button that collapses them, animated.
    func testHStackCollapsibleCollapsesItsSquaresWhenPressed() throws {
        // 301 x 200. Expanded, spacing 8: the row is 50 + 30 + 75 + 16 = 171
        // wide, wider than the button, centred: from (301 - 171) / 2 = 65,
        // squares at 65-115, 123-153 and 161-236, centred on one line.
        let (dark, light, mid) = (Colors.white(0.3), Colors.white(0.8), Colors.white(0.5))
        let y = 86
        let expanded = try render("hstackcollapsible", 301, 200)
        for (x, color, from, to) in [(90, dark, 65.0, 115.0), (138, light, 123, 153), (198, mid, 161, 236)] {
            assertColor(expanded, x, y, color, "the square at \(from), expanded")
            assertEdge(expanded, from: x, y, .left, at: from, "a square's left, expanded")
            assertEdge(expanded, from: x, y, .right, at: to, "a square's right, expanded")
        }
        // alignment .center: the three share a middle.
        let middles = try [90, 138, 198].map { x in
            (try XCTUnwrap(expanded.edge(from: x, y, .up)) + (try XCTUnwrap(expanded.edge(from: x, y, .down)))) / 2
        }
        XCTAssertEqual(middles[0], middles[1], accuracy: 0.1)
        XCTAssertEqual(middles[0], middles[2], accuracy: 0.1)
        assertDarkest(expanded, (100..<200, 130..<160), Colors.blue, "the button's label")

        // Collapsed, spacing 0: the first two are framed 10 wide, their
        // squares drawn from the frame's leading edge at full size, each over
        // the one before; the row is 10 + 10 + 75 = 95, from 103. The squares
        // start at 103, 113 and 123; the last ends at 198.
        let collapsed = try render("hstackcollapsible", 301, 200, progress: 1)
        for (x, color, from, to) in [(108, dark, 103.0, 113.0), (118, light, 113, 123), (160, mid, 123, 198)] {
            assertColor(collapsed, x, y, color, "the square from \(from), collapsed")
            assertEdge(collapsed, from: x, y, .left, at: from, "a square's left, collapsed")
            assertEdge(collapsed, from: x, y, .right, at: to, "a square's right, collapsed")
        }
        // Above the 30 square, the 50 one shows through to where the last begins.
        assertEdge(collapsed, from: 108, 65, .right, at: 123, "the first square, 50 wide, under the second")

        // Half way through withAnimation(.default), ease-in-out at 0.5 is 0.5:
        // each square half way, at 84, 118 and 142.
        let half = try render("hstackcollapsible", 301, 200, progress: 0.5)
        for (x, color, from, to) in [(90, dark, 84.0, 118.0), (130, light, 118, 142), (180, mid, 142, 217)] {
            assertColor(half, x, y, color, "the square from \(from), half way")
            assertEdge(half, from: x, y, .left, at: from, "a square's left, half way")
            assertEdge(half, from: x, y, .right, at: to, "a square's right, half way")
        }
    }
}
