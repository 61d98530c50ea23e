import XCTest

/// Chapter 4's Grids: three `LazyVGrid`s of blue cells 50 tall, each framed,
/// bordered in black and measured below, with its cells' widths written on
/// them. A grid sizes its columns before its cells, in order (fixed ones
/// first), each given what is left divided by the columns left, held to its
/// minimum; an adaptive column fits as many cells of its minimum as it can.
/// Cells and rows are 8 apart, the default spacing.
extension BookTests {
    func testGridsSizesItsColumnsAsSwiftUIDoes() throws {
        // 440 x 615. The VStack, 30 apart: 166 + 25 (three rows and the
        // measure), 108 + 25 and 166 + 25: 575, from y = 20. Its width is the
        // first frame's, 400, from x = 20; the others are 300, from x = 70.
        let image = try render("grids", 440, 615)

        // 1: one adaptive column of minimum 50 in 400: 7 cells fit (7 x 50 +
        // 6 x 8 = 398), each (400 - 48) / 7 = 50.29 wide, from x = 20 + 58.29 i;
        // 20 cells in rows of 7, 7 and 6, at y = 20, 78 and 136.
        let cell = (400.0 - 48) / 7
        for column in 1..<6 {
            let left = 20 + Double(column) * (cell + 8)
            let x = Int(left + cell / 2)
            assertColor(image, x, 45, Colors.bookBlue, "grid 1, row 1, cell \(column + 1)")
            assertEdge(image, from: x, 45, .left, at: left, "grid 1, cell \(column + 1)'s left")
            assertEdge(image, from: x, 45, .right, at: left + cell, "grid 1, cell \(column + 1)'s right")
        }
        assertEdge(image, from: 100, 45, .down, at: 70, "grid 1's first row's bottom")
        assertEdge(image, from: 100, 100, .up, at: 78, "grid 1's second row's top")
        assertEdge(image, from: 100, 100, .down, at: 128, "grid 1's second row's bottom")
        assertColor(image, Int(20 + 5 * (cell + 8) + cell / 2), 161, Colors.bookBlue, "grid 1, row 3, cell 6")
        assertColor(image, Int(20 + 6 * (cell + 8) + cell / 2), 161, Colors.white, "grid 1, row 3, no seventh cell")
        // The border, 1 inside the 400 x 166 frame, over the cells.
        for (x, y) in [(20, 100), (419, 100), (200, 20), (200, 185)] {
            assertColor(image, x, y, Colors.black, "grid 1's border")
        }
        // The measure below, 25 tall: arrows of 1 along its middle, y = 198.5,
        // in (9, 73, 109), either side of "400" in black.
        assertColor(image, 60, 198, 0x09496D, "grid 1's measuring arrow")
        assertColor(image, 380, 198, 0x09496D, "grid 1's measuring arrow, turned")
        assertDarkest(image, (200..<240, 188..<210), Colors.black, "grid 1's width")

        // 2: flexible(minimum: 100) and flexible(minimum: 180) in 300: 292
        // left; the first gets 292 / 2 = 146, the second 146, held to 180.
        // 146 + 8 + 180 = 334: the grid is wider than its frame. Rows at y =
        // 241 and 299; y = 246 is clear of the measures on the cells' middles.
        try assertCells(image, row: 246, widths: [146, 180], around: 300, "grid 2")
        try assertCells(image, row: 304, widths: [146, 180], around: 300, "grid 2, row 2")
        assertColor(image, 70, 330, Colors.black, "grid 2's border, at its frame")

        // 3: flexible(100), adaptive(40), flexible(180) in 300: 284 left; the
        // first gets 284 / 3 = 94.7, held to 100; the adaptive 184 / 2 = 92,
        // which fits 2 cells of 40 (2 x 40 + 8), each (92 - 8) / 2 = 42; the
        // last 92, held to 180. Rows of 4 cells: 100, 42, 42, 180; 10 cells
        // in rows at y = 404, 462 and 520, the last of 2.
        let cells = try assertCells(image, row: 409, widths: [100, 42, 42, 180], around: 300, "grid 3")
        try assertCells(image, row: 467, widths: [100, 42, 42, 180], around: 300, "grid 3, row 2")
        if let first = cells.first {
            assertColor(image, Int(first + 50), 525, Colors.bookBlue, "grid 3, row 3, cell 1")
            assertColor(image, Int(first + 129), 525, Colors.bookBlue, "grid 3, row 3, cell 2")
            assertColor(image, Int(first + 129 + 50), 525, Colors.white, "grid 3, row 3, no third cell")
        }
    }

    /// Along `row`, cells of `widths` 8 apart, the last over `x`; returns
    /// where each starts.
    @discardableResult
    private func assertCells(_ image: Image, row y: Int, widths: [Double], around x: Int, _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) throws -> [Double] {
        var starts: [Double] = [], probe = x
        for (index, width) in widths.enumerated().reversed() {
            assertColor(image, probe, y, Colors.bookBlue, "\(what), cell \(index + 1)", file: file, line: line)
            let left = try XCTUnwrap(image.edge(from: probe, y, .left), "\(what), cell \(index + 1)'s left", file: file, line: line)
            let right = try XCTUnwrap(image.edge(from: probe, y, .right), "\(what), cell \(index + 1)'s right", file: file, line: line)
            XCTAssertEqual(right - left, width, accuracy: 0.2, "\(what), cell \(index + 1)'s width", file: file, line: line)
            if let next = starts.first {
                XCTAssertEqual(next - right, 8, accuracy: 0.2, "\(what), after cell \(index + 1)", file: file, line: line)
            }
            starts.insert(left, at: 0)
            probe = Int(left) - 12
        }
        return starts
    }
}
