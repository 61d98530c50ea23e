import XCTest

/// The programs of chapters 3 and 5 that lay out by preferences and
/// alignment guides: what a child told its parent, and where the parent
/// then put things.
extension BookTests {
    static let preferencePrograms = ["mynav", "stack", "tables", "selectabletables", "tabview", "tabview2"]

    /// `VStack { Text(title ?? "").font(.largeTitle); Text("Hello").background(Color.gray) }`,
    /// the title told by the preference the content sets.
    func testMyNavigationShowsTheTitleTheContentToldIt() throws {
        // 320 x 240: a large title, 34 points, is a line of twice the
        // body's height, 2h; then 8, then "Hello", h: 3h + 8, centred. The
        // gray band is "Hello"'s frame.
        let image = try render("mynav", 320, 240)
        let top = (240 - 3 * Self.lineHeight - 8) / 2
        let gray = Colors.over(0x8E8E93, opacity: 1)
        assertColor(image, 150, Int(top + 2 * Self.lineHeight + 8 + 2), gray, "the band behind \"Hello\"")
        assertEdge(image, from: 150, Int(top + 2 * Self.lineHeight + 10), .up, at: top + 2 * Self.lineHeight + 8,
                   accuracy: 0.5, "the band's top")
        // The title: ink above the band, twice as tall as "Hello"'s, centred.
        let title = try XCTUnwrap(image.inkBox(y: 0..<Int(top + 2 * Self.lineHeight + 6)), "no title above the band")
        let hello = try XCTUnwrap(image.inkBox(x: 0..<320, y: Int(top + 2 * Self.lineHeight + 9)..<240) { Colors.isBlack($0) },
                                  "no \"Hello\"")
        XCTAssertEqual(Double(title.y.count) / Double(hello.y.count), 2, accuracy: 0.25, "the title's size against the body's")
        XCTAssertEqual(Double(title.x.lowerBound + title.x.upperBound + 1) / 2, 160, accuracy: 1.5, "the title is centred")
        XCTAssertGreaterThan(title.x.count, 120, "\"Root View\" at 34 points is wider")
    }

    /// The book's `Stack`: three squares of 50, 30 and 75 whose sizes a
    /// preference collected, offset by alignment guides to 0, 50 + 8 and
    /// 50 + 8 + 30 + 8 along the axis, in a bordered `ZStack`.
    func testStackPutsTheSquaresWhereTheCollectedSizesSay() throws {
        // 321 x 240: the stack is 171 x 75, centred across from x = 75, and
        // at the bottom, the spacer above it: from y = 165. The squares are
        // centred on its middle line, y = 202.5.
        let image = try render("stack", 321, 240)
        let (left, y) = (75.0, 202)
        assertEdge(image, from: 40, y, .right, at: left, "the border's left, where the red square starts")
        assertColor(image, Int(left) + 2, y, Colors.red, "the red square inside the border")
        assertEdge(image, from: Int(left) + 25, y, .right, at: left + 50, "the red square's right")
        assertEdge(image, from: Int(left) + 70, y, .left, at: left + 58, "the green square's left")
        assertEdge(image, from: Int(left) + 70, y, .right, at: left + 88, "the green square's right")
        assertEdge(image, from: Int(left) + 130, y, .left, at: left + 96, "the blue square's left")
        assertEdge(image, from: Int(left) + 70, y, .up, at: 202.5 - 15, "the green square's top")
        assertEdge(image, from: Int(left) + 130, 200, .up, at: 165, accuracy: 1.1, "the blue square's top, under the border")

        // The axis toggled: down the middle, x = 160.5, tops at 0, 58 and 96
        // from the stack's, 240 - 171 = 69, each centred across.
        let vertical = try render("stack", 321, 240, progress: 1)
        for (top, size, color) in [(69.0, 50.0, Colors.red), (127, 30, 0x34C759), (165, 75, Colors.blue)] {
            let inside = Int(top + size / 2)
            assertColor(vertical, 160, inside, color, "the square of \(Int(size)) after the toggle")
            assertEdge(vertical, from: 160, inside, .left, at: 160.5 - size / 2, "the left of the square of \(Int(size))")
            if top > 69 { assertEdge(vertical, from: 160, inside, .up, at: top, "the top of the square of \(Int(size))") }
        }

        // Half way through SwiftUI's ease-in-out, half way there: the green
        // square's left from 133 to 145.5, its top from 187.5 to 127.
        let half = try render("stack", 321, 240, progress: 0.5)
        assertEdge(half, from: 153, 158, .left, at: (133 + 145.5) / 2, accuracy: 0.3, "the green square's left half way")
        assertEdge(half, from: 153, 158, .up, at: (187.5 + 127) / 2, accuracy: 0.3, "the green square's top half way")
    }

    /// The book's table: the cells of a column as wide as the widest, which
    /// a preference found, so that each column starts at one x in every row.
    func testTablesColumnsStartAtOneXInEveryRow() throws {
        let image = try render("tables", 400, 240)
        let table = try XCTUnwrap(Table(image), "no table of three rows")
        // Row 0's first cell is empty: its columns are the others'.
        let starts = table.rows.map { $0.columns.map(\.lowerBound) }
        XCTAssertEqual(starts.map(\.count), [3, 4, 4], "the cells with ink in each row")
        for column in 1..<4 {
            let xs = [starts[0][column - 1], starts[1][column], starts[2][column]]
            // A glyph's side bearing moves its ink by a pixel or so.
            XCTAssertLessThanOrEqual(xs.max()! - xs.min()!, 2, "column \(column) starts at \(xs)")
        }
        XCTAssertEqual(starts[1][0], starts[2][0], accuracy: 2, "the cities' column")
        // The columns are as wide as their widest: between one column's
        // start and the next, the widest ink, 10 of padding and 8 of spacing.
        for column in 1..<3 {
            let widest = table.rows.compactMap { row in row.columns.count == 4 ? row.columns[column].count : nil }.max()!
            XCTAssertGreaterThanOrEqual(starts[2][column + 1] - starts[2][column], widest + 18 - 2, "column \(column)'s width")
        }
        // "Mostly\nSunny" takes two lines: row 1 is two of row 0's lines
        // tall, each row with 10 of padding.
        let line = Double(table.rows[0].band.count - 10)
        XCTAssertEqual(Double(table.rows[1].band.count), 2 * line + 10, accuracy: 2, "the second row's height")
    }

    /// The selectable table, in a window: a click on a cell draws a blue
    /// frame round it; a click on another moves the frame there over time.
    func testSelectableTablesFrameFollowsTheClickedCell() throws {
        let program = try Self.program("selectabletables")
        let still = try render("selectabletables", 400, 240)
        let table = try XCTUnwrap(Table(still), "no table of three rows")
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--size", "400x240"], on: server, binary: program)
        func blueBox() -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
            session.x.image(of: session.window, y: 0, width: 400, height: 240)?.inkBox { Colors.isClose($0, Colors.blue, tolerance: 60) }
        }
        XCTAssertNotNil(waitFor(within: 5) { session.stillImage()?.pixels == still.pixels ? true : nil }, "the window never showed the table")
        XCTAssertNil(blueBox(), "a frame before any click")

        // "Heavy Rain", row 2, column 1: the frame is its cell, the row's
        // band across, 5 of padding before its column's start.
        let heavyRain = (x: table.rows[2].columns[1], y: table.rows[2].band)
        session.x.click(heavyRain.x.lowerBound + 5, heavyRain.y.lowerBound + 10, in: session.window)
        let first = waitFor(within: 5) { () -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? in
            guard let box = blueBox(), Self.isClose(box.y, heavyRain.y), abs(box.x.lowerBound - (heavyRain.x.lowerBound - 5)) <= 2
            else { return nil }
            return box
        }
        XCTAssertNotNil(first, "no frame round \"Heavy Rain\"'s cell; the blue is at \(String(describing: blueBox()))")

        // "Sunny", row 1, column 3: the frame moves up and right, through places in between.
        let sunny = (x: table.rows[1].columns[3], y: table.rows[1].band)
        session.x.click(sunny.x.lowerBound + 5, sunny.y.lowerBound + 10, in: session.window)
        var lefts: [Int] = []
        let arrived = waitFor(within: 5) { () -> Bool? in
            guard let box = blueBox() else { return nil }
            if lefts.last != box.x.lowerBound { lefts.append(box.x.lowerBound) }
            return Self.isClose(box.y, sunny.y) && abs(box.x.lowerBound - (sunny.x.lowerBound - 5)) <= 2 ? true : nil
        }
        XCTAssertNotNil(arrived, "the frame never reached \"Sunny\"'s cell; the blue is at \(String(describing: blueBox()))")
        XCTAssertTrue(lefts.contains { $0 > heavyRain.x.lowerBound - 3 && $0 < sunny.x.lowerBound - 7 },
                      "the frame jumped: its left was at \(lefts)")
    }

    /// The tab view: an accent line, 2 high, under the selected tab at the
    /// bottom of the padded row, as wide as the tab, from the anchor the
    /// selected button prefers; a click on another tab moves it there.
    func testTabViewUnderlinesTheSelectedTabAndAClickMovesTheLine() throws {
        let program = try Self.program("tabview")
        let image = try render("tabview", 320, 120)
        // The row, a line tall, padded by 10, centred: its bottom at
        // (120 + h) / 2 + 10, where the line ends.
        let bottom = (120 + Self.lineHeight) / 2 + 10
        let lineY = Int(bottom) - 1
        let line = try XCTUnwrap(image.row(lineY).pixels.indices.filter { Colors.isClose(image[$0, lineY], Colors.blue) }.first,
                                 "no accent line at y = \(lineY)")
        assertEdge(image, from: line + 5, lineY, .down, at: bottom, accuracy: 0.5, "the line's bottom")
        assertEdge(image, from: line + 5, lineY, .up, at: bottom - 2, accuracy: 0.5, "the line's top")
        let labels = try XCTUnwrap(image.inkBox(y: 0..<lineY - 8), "no tabs")
        // "World Clock" starts the row, and the line with it.
        XCTAssertEqual(Double(line), Double(labels.x.lowerBound), accuracy: 2, "the line starts under the first tab")
        let lineEnd = try XCTUnwrap(image.edge(from: line + 5, lineY, .right))
        let firstTab = try XCTUnwrap(image.inkBox(x: line..<Int(lineEnd) + 1, y: 0..<lineY - 8), "no first tab over the line")
        XCTAssertEqual(lineEnd, Double(firstTab.x.upperBound + 1), accuracy: 2, "the line ends with \"World Clock\"")

        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--size", "320x120"], on: server, binary: program)
        XCTAssertNotNil(waitFor(within: 5) { session.stillImage()?.pixels == image.pixels ? true : nil }, "the window never showed the tabs")
        // The last tab, "Bedtime", ends the row.
        session.x.click(labels.x.upperBound - 10, Int((120 - Self.lineHeight) / 2) + 10, in: session.window)
        var starts: [Int] = []
        let moved = waitFor(within: 5) { () -> Bool? in
            guard let row = session.row(at: lineY), let start = row.pixels.firstIndex(where: { Colors.isClose($0, Colors.blue) }) else { return nil }
            if starts.last != start { starts.append(start) }
            let end = row.pixels.lastIndex { Colors.isClose($0, Colors.blue) } ?? 0
            return abs(end - labels.x.upperBound) <= 2 && start > Int(lineEnd) ? true : nil
        }
        XCTAssertNotNil(moved, "the line never moved under \"Bedtime\"; it started at \(starts)")
        XCTAssertTrue(starts.contains { $0 > line + 2 && $0 < starts.last! - 2 }, "the line jumped: it started at \(starts)")
    }

    /// The same pixels but for one at either end, which a fractional edge covers in part.
    static func isClose(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>) -> Bool {
        abs(a.lowerBound - b.lowerBound) <= 1 && abs(a.upperBound - b.upperBound) <= 1
    }

    /// The same underline by `matchedGeometryEffect(id:in:isSource: false)`:
    /// the rectangle is offered the selected tab's size, takes its width and
    /// 2 points, and its centre is put on the tab's, as SwiftUI places a
    /// matched view by its anchor, `.center`. So it runs through the
    /// label's middle; a click elsewhere on a tab reaches the button.
    func testTabView2PutsTheLineOnTheSelectedTabsMiddleAndAClickMovesIt() throws {
        let program = try Self.program("tabview2")
        let image = try render("tabview2", 320, 120)
        // The row is centred: the tabs' middle line is y = 60, the line's
        // rows 59 and 60. The labels are in the accent colour too, but no
        // run of a label's ink is 40 long.
        func line(_ row: Row?) -> ClosedRange<Int>? {
            guard let row else { return nil }
            var runs: [ClosedRange<Int>] = []
            for (x, pixel) in row.pixels.enumerated() where Colors.isClose(pixel, Colors.blue, tolerance: 8) {
                if let last = runs.last, last.upperBound == x - 1 { runs[runs.count - 1] = last.lowerBound...x } else { runs.append(x...x) }
            }
            return runs.max { $0.count < $1.count }.flatMap { $0.count >= 40 ? $0 : nil }
        }
        XCTAssertEqual([58, 59, 60, 61].map { line(image.row($0)) != nil }, [false, true, true, false], "the line's rows")
        let first = try XCTUnwrap(line(image.row(59)), "no line")
        let labels = try XCTUnwrap(image.inkBox(y: 40..<58), "no tabs")
        XCTAssertEqual(Double(first.lowerBound), Double(labels.x.lowerBound), accuracy: 2, "the line starts with \"World Clock\"")

        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--size", "320x120"], on: server, binary: program)
        XCTAssertNotNil(waitFor(within: 5) { session.stillImage()?.pixels == image.pixels ? true : nil }, "the window never showed the tabs")
        // "Bedtime", at its middle, clear of the line.
        session.x.click(labels.x.upperBound - 10, 60, in: session.window)
        XCTAssertNotNil(waitFor(within: 5) { line(session.row(at: 59)).map { abs($0.upperBound - labels.x.upperBound) <= 2 } == true ? true : nil },
                        "the line never moved to \"Bedtime\"; it is at \(String(describing: line(session.row(at: 59))))")
        // "World Clock", above the line's strip.
        session.x.click(first.lowerBound + 10, 52, in: session.window)
        XCTAssertNotNil(waitFor(within: 5) { line(session.row(at: 59)) == first ? true : nil },
                        "the line never came back to \"World Clock\"; it is at \(String(describing: line(session.row(at: 59))))")
    }

    /// A table as a person finds it in a picture: rows by their bands and
    /// the white between them, columns by the ink of each cell.
    struct Table {
        struct Row {
            /// The row's height, its padding with it.
            var band: ClosedRange<Int>
            /// The ink of each cell that has any, left to right.
            var columns: [ClosedRange<Int>]
        }

        var rows: [Row]

        /// Rows 0 and 2 lie on `secondarySystemBackground`, row 1 on white
        /// between them, 8 from each, the stack's spacing.
        init?(_ image: Image) {
            let band: UInt32 = 0xF2F2F7
            guard let table = image.inkBox({ Colors.isClose($0, band) }) else { return nil }
            let x = table.x.lowerBound + 1
            let banded = table.y.filter { Colors.isClose(image[x, $0], band) }
            guard let gap = zip(banded, banded.dropFirst()).first(where: { $1 - $0 > 1 }) else { return nil }
            let bands = [banded.first!...gap.0, gap.0 + 9...gap.1 - 9, gap.1...banded.last!]
            rows = bands.map { rows in
                // Columns lie 18 apart at least; a word space is narrower.
                let inked = table.x.filter { column in rows.contains { Colors.channels(image[column, $0]).0 < 128 } }
                var columns: [ClosedRange<Int>] = []
                for column in inked {
                    if let last = columns.last, column - last.upperBound < 12 {
                        columns[columns.count - 1] = last.lowerBound...column
                    } else {
                        columns.append(column...column)
                    }
                }
                return Row(band: rows, columns: columns)
            }
        }
    }
}
