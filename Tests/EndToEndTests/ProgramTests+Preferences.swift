import XCTest

/// The programs of chapters 3 and 5 that lay out by preferences, anchors
/// and alignment guides: what a child told its parent, and where the parent
/// then put things.
extension ProgramTests {
    /// title: `Screen { Button(...).frame(width: 200, height: 40).background(...).screenTitle(...) }`,
    /// whose `VStack(spacing: 16)` shows above its content, in a large title
    /// framed 44 tall, the title the content prefers.
    func testTitleShowsTheTitleItsContentPrefersAndFollowsItsChange() throws {
        // 320 x 240. The stack is 44 + 16 + 40 = 100 tall, from y = 70: the
        // title's frame 70 to 114, the content's box 130 to 170 down and
        // 60 to 260 across.
        func check(_ image: Image, _ when: String) throws -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
            assertColor(image, 64, 134, Colors.gray5, "the content's box \(when)")
            assertBox(image, from: 64, 134, left: 60, right: 260, top: 130, bottom: 170, "the content's box \(when)")
            assertDarkest(image, (60..<260, 130..<170), Colors.blue, "the button's label \(when)")
            // The title: ink in its frame, centred; "Inbox" and "Archive" rise
            // to a capital's height, at 34 points some 25, where the body's
            // 17 points gives 12.
            let title = try XCTUnwrap(image.inkBox(y: 0..<130), "no title \(when)")
            XCTAssertTrue(title.y.lowerBound >= 70 && title.y.upperBound < 114, "the title's ink, \(title.y), is outside its frame \(when)")
            XCTAssertTrue((22...28).contains(title.y.count), "the title is \(title.y.count) tall, not a large title's capitals \(when)")
            XCTAssertEqual(Double(title.x.lowerBound + title.x.upperBound + 1) / 2, 160, accuracy: 1.5, "the title is centred \(when)")
            assertDarkest(image, (0..<320, 70..<114), Colors.black, "the title \(when)")
            return title
        }
        let inbox = try check(try render("title", 320, 240), "at first")
        // A press of the button, the first control, makes it prefer "Archive".
        let archive = try check(try render("title", 320, 240, progress: 1), "after the press")
        XCTAssertGreaterThan(archive.x.count, inbox.x.count + 20, "the title did not become \"Archive\", wider than \"Inbox\"")
    }

    /// guides: squares of 40, 60 and 80 in a `ZStack(alignment: .topLeading)`,
    /// whose sizes a preference collected; each one's leading guide (or top
    /// guide, turned) is minus the sizes before it and 8 each, so that they
    /// lie 8 apart along the axis. The stack is padded by 4 and bordered.
    func testGuidesPutTheSquaresWhereTheCollectedSizesSay() throws {
        // 300 x 300. In a row the ZStack is 40 + 8 + 60 + 8 + 80 = 196 by 80,
        // 204 x 88 padded; with 20 and the button's frame, 40, the stack is
        // 148 tall, from y = 76. The padded box spans x 48 to 252: the
        // squares start at x = 52, 100 and 168, all at y = 80.
        let row = try render("guides", 300, 300)
        for (left, side, color) in [(52.0, 40.0, Colors.red), (100, 60, Colors.green), (168, 80, Colors.blue)] {
            let (x, y) = (Int(left + side / 2), 100)
            assertColor(row, x, y, color, "the square of \(Int(side)) in a row")
            assertBox(row, from: x, y, left: left, right: left + side, top: 80, bottom: 80 + side, "the square of \(Int(side)) in a row")
        }
        assertColor(row, 48, 100, Colors.gray, "the border's left")

        // Turned: the ZStack is 80 by 196, 88 x 204 padded; the stack is 264
        // tall, from y = 18, and the box spans x 106 to 194. The squares
        // start at x = 110 and y = 22, 70 and 138.
        let column = try render("guides", 300, 300, progress: 1)
        for (top, side, color) in [(22.0, 40.0, Colors.red), (70, 60, Colors.green), (138, 80, Colors.blue)] {
            let (x, y) = (130, Int(top + side / 2))
            assertColor(column, x, y, color, "the square of \(Int(side)) in a column")
            assertBox(column, from: x, y, left: 110, right: 110 + side, top: top, bottom: top + side,
                      "the square of \(Int(side)) in a column")
        }

        // Half way through withAnimation's default, ease-in-out at 0.5 is
        // 0.5: each square half way, from (81, 51), (105, 75) and (139, 109),
        // each over the one before. Along y = 120, below the red one, the
        // green one shows from its left to where the blue one begins; up
        // x = 200, the blue one alone.
        let half = try render("guides", 300, 300, progress: 0.5)
        assertColor(half, 120, 120, Colors.green, "the green square half way")
        assertEdge(half, from: 120, 120, .left, at: 105, "the green square's left half way")
        assertEdge(half, from: 120, 120, .right, at: 139, "the blue square's left over the green one, half way")
        assertEdge(half, from: 150, 80, .up, at: 75, "the green square's top half way")
        assertEdge(half, from: 200, 150, .up, at: 109, "the blue square's top half way")
        assertEdge(half, from: 200, 150, .right, at: 219, "the blue square's right half way")
        assertEdge(half, from: 90, 60, .left, at: 81, "the red square's left half way")
        assertEdge(half, from: 90, 60, .up, at: 51, "the red square's top half way")
    }

    /// table: a cell of each column as wide as the column's widest, which
    /// a preference found, so that each column starts at one x in every
    /// row; the header bold in a serif face, a cell of two lines.
    func testTablesColumnsStartAtOneXInEveryRow() throws {
        let image = try render("table", 400, 240)
        let table = try XCTUnwrap(Table(image), "no table of four rows")
        let starts = table.rows.map { $0.columns.map(\.lowerBound) }
        XCTAssertEqual(starts.map(\.count), [3, 3, 3, 3], "the cells with ink in each row")
        for column in 0..<3 {
            let xs = starts.map { $0[column] }
            // A glyph's side bearing moves its ink by a pixel or so.
            XCTAssertLessThanOrEqual(xs.max()! - xs.min()!, 2, "column \(column) starts at \(xs)")
        }
        // The columns are as wide as their widest: between one column's
        // start and the next, the widest ink and 8 of padding each side.
        for column in 0..<2 {
            let widest = table.rows.map { $0.columns[column].count }.max()!
            XCTAssertGreaterThanOrEqual(starts[1][column + 1] - starts[1][column], widest + 16 - 2, "column \(column)'s width")
        }
        // "Lausanne\nvia Bern" takes two lines: row 2 is two of row 1's
        // lines tall, each row with 8 of padding above and below.
        let line = Double(table.rows[1].band.count - 16)
        XCTAssertEqual(Double(table.rows[2].band.count), 2 * line + 16, accuracy: 2, "the third row's height")
        for row in table.rows {
            assertDarkest(image, (table.x, row.band.lowerBound..<row.band.upperBound), Colors.black, "the text of the row at \(row.band)")
        }
    }

    /// A table as a person finds it in a picture: rows by the bands behind
    /// every other one, columns by the ink of each cell.
    struct Table {
        struct Row {
            /// The row's height, its padding with it.
            var band: Range<Int>
            /// The ink of each cell that has any, left to right.
            var columns: [ClosedRange<Int>]
        }

        var x: Range<Int>
        var rows: [Row]

        /// Rows 1 and 3 lie on `secondarySystemBackground`, rows 0 and 2 on
        /// white; the rows touch.
        init?(_ image: Image) {
            let band = Colors.gray6
            guard let banded = image.inkBox({ Colors.isClose($0, band) }) else { return nil }
            x = banded.x.lowerBound..<banded.x.upperBound + 1
            let edge = banded.x.lowerBound + 1
            let rows = banded.y.filter { Colors.isClose(image[edge, $0], band) }
            guard let gap = zip(rows, rows.dropFirst()).first(where: { $1 - $0 > 1 }) else { return nil }
            let first = rows.first!..<gap.0 + 1, third = gap.1..<rows.last! + 1
            let bands = [first.lowerBound - first.count..<first.lowerBound, first, first.upperBound..<third.lowerBound, third]
            let x = self.x
            self.rows = bands.map { rows in
                // Columns lie 16 apart at least; a word space is narrower.
                let inked = x.filter { column in rows.contains { Colors.channels(image[column, $0]).0 < 128 } }
                var columns: [ClosedRange<Int>] = []
                for column in inked {
                    if let last = columns.last, column - last.upperBound < 10 {
                        columns[columns.count - 1] = last.lowerBound...column
                    } else {
                        columns.append(column...column)
                    }
                }
                return Row(band: rows, columns: columns)
            }
        }
    }

    /// cells: six cells of 80 x 40 in rows of three, 8 apart; the chosen
    /// one sets an anchor preference to its bounds, and the grid's overlay
    /// strokes a rectangle 2 wide round it, 1 each side of its edges. A tap
    /// chooses a cell inside withAnimation.
    func testCellsFramesTheTappedCell() throws {
        // 320 x 200: the grid is 256 x 88, from (32, 56): cells from x = 32,
        // 120 and 208, y = 56 and 104.
        func frame(_ image: Image) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
            image.inkBox { Colors.isClose($0, Colors.blue) }
        }
        let image = try render("cells", 320, 200)
        assertColor(image, 36, 60, Colors.gray6, "the first cell")
        assertBox(image, from: 36, 60, left: 32, right: 112, top: 56, bottom: 96, "the first cell")
        XCTAssertNil(frame(image), "a frame before any tap")
        // A tap on "Mon", the first control: the frame round 32 to 112 and
        // 56 to 96, in the pixels 31 to 112 and 55 to 96.
        let chosen = try XCTUnwrap(frame(try render("cells", 320, 200, progress: 1)), "no frame after a tap")
        XCTAssertTrue(chosen.x == 31...112 && chosen.y == 55...96, "the frame lies at \(chosen), not round the first cell")
    }

    /// cells in a window: a click on a cell draws the frame round it; a
    /// click on another moves the frame there over time.
    func testCellsFrameFollowsTheClickedCellInAWindow() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("cells", 320, 200, on: server)
        func frame() -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
            session.x.image(of: session.window, y: 0, width: 320, height: 200)?.inkBox { Colors.isClose($0, Colors.blue, tolerance: 60) }
        }
        XCTAssertNotNil(waitFor(within: 5) { session.stillImage()?.row(60).pixels[36] == Colors.gray6 ? true : nil },
                        "the window never showed the cells")
        XCTAssertNil(frame(), "a frame before any click")

        // "Fri", row 2, column 2: 120 to 200 and 104 to 144.
        session.x.click(160, 124, in: session.window)
        XCTAssertNotNil(waitFor(within: 5) { frame().map { $0.x == 119...200 && $0.y == 103...144 } == true ? true : nil },
                        "no frame round \"Fri\"; the blue is at \(String(describing: frame()))")

        // "Wed", row 1, column 3: the frame moves up and right, through places between.
        session.x.click(248, 76, in: session.window)
        var lefts: [Int] = []
        let arrived = waitFor(within: 5) { () -> Bool? in
            guard let box = frame() else { return nil }
            if lefts.last != box.x.lowerBound { lefts.append(box.x.lowerBound) }
            return box.x == 207...288 && box.y == 55...96 ? true : nil
        }
        XCTAssertNotNil(arrived, "the frame never reached \"Wed\"; the blue is at \(String(describing: frame()))")
        XCTAssertTrue(lefts.contains { $0 > 121 && $0 < 205 }, "the frame jumped: its left was at \(lefts)")
    }
}
