import XCTest

/// Chapter 4's Grids: three `LazyVGrid`s of blue cells 50 tall, each framed,
/// bordered in black and measured below, with its cells' widths written on
/// them. As objc.io measured iOS's grid, it sizes its columns before its
/// cells: the spacing set aside, the columns in order (fixed ones first)
/// each take what is left divided by the columns left, held to their
/// limits, an adaptive one as many columns of its minimum as fit; the grid
/// is as wide as that, and lays its columns out again across that width,
/// from its leading edge. Cells and rows are 8 apart, the default spacing.
extension BookTests {
    func testGridsSizesItsColumnsAsSwiftUIDoes() throws {
        // 520 x 615. The VStack, 30 apart: 166 + 25 (three rows and the
        // measure), 108 + 25 and 166 + 25: 575, from y = 20. Its width is the
        // first frame's, 400, from x = 60; the others are 300, from x = 110.
        let image = try render("grids", 520, 615)

        // 1: one adaptive column of minimum 50 in 400: 7 cells fit (7 x 50 +
        // 6 x 8 = 398), each (400 - 48) / 7 = 50.29 wide, from x = 60 + 58.29 i,
        // and again across the 400 they come to; 20 cells in rows of 7, 7 and
        // 6, at y = 20, 78 and 136.
        let cell = (400.0 - 48) / 7
        for column in 1..<6 {
            let left = 60 + Double(column) * (cell + 8)
            let x = Int(left + cell / 2)
            assertColor(image, x, 45, Colors.bookBlue, "grid 1, row 1, cell \(column + 1)")
            assertEdge(image, from: x, 45, .left, at: left, "grid 1, cell \(column + 1)'s left")
            assertEdge(image, from: x, 45, .right, at: left + cell, "grid 1, cell \(column + 1)'s right")
        }
        assertEdge(image, from: 140, 45, .down, at: 70, "grid 1's first row's bottom")
        assertEdge(image, from: 140, 100, .up, at: 78, "grid 1's second row's top")
        assertEdge(image, from: 140, 100, .down, at: 128, "grid 1's second row's bottom")
        assertColor(image, Int(60 + 5 * (cell + 8) + cell / 2), 161, Colors.bookBlue, "grid 1, row 3, cell 6")
        assertColor(image, Int(60 + 6 * (cell + 8) + cell / 2), 161, Colors.white, "grid 1, row 3, no seventh cell")
        // The border, 1 inside the 400 x 166 frame, over the cells.
        for (x, y) in [(60, 100), (459, 100), (200, 20), (200, 185)] {
            assertColor(image, x, y, Colors.black, "grid 1's border")
        }
        // The measure below, 25 tall: arrows of 1 along its middle, y = 198.5,
        // in (9, 73, 109), either side of "400" in bold black.
        assertColor(image, 100, 198, 0x09496D, "grid 1's measuring arrow")
        assertColor(image, 420, 198, 0x09496D, "grid 1's measuring arrow, turned")
        assertDarkest(image, (240..<280, 188..<210), Colors.black, "grid 1's width")

        // 2: flexible(minimum: 100) and flexible(minimum: 180) offered 300:
        // 292 left; the first takes 146, the second 146, held to 180: the grid
        // is 334 wide, centred in the frame from 110 - 17 = 93. Across 334:
        // 326 left, the first takes 163, the second 163, held to 180. Rows at
        // y = 241 and 299; y = 246 is clear of the measures on the cells'
        // middles. The frame's border crosses the cells.
        try assertCells(image, row: 246, from: 93, widths: [163, 180], "grid 2")
        try assertCells(image, row: 304, from: 93, widths: [163, 180], "grid 2, row 2")
        assertColor(image, 110, 330, Colors.black, "grid 2's border, at its frame")

        // 3: flexible(100), adaptive(40), flexible(180) offered 300: 284
        // left; the first takes 94.7, held to 100; the adaptive 184 / 2 = 92,
        // 2 columns of 40 and more (2 x 40 + 8); the last 92, held to 180:
        // 388, from 110 - 44 = 66. Across 388: 372 left; the first takes 124;
        // the adaptive 124, 2 columns of (124 - 8) / 2 = 58; the last 124,
        // held to 180. 10 cells in rows of 4 at y = 404, 462 and 520.
        try assertCells(image, row: 409, from: 66, widths: [124, 58, 58, 180], "grid 3")
        try assertCells(image, row: 467, from: 66, widths: [124, 58, 58, 180], "grid 3, row 2")
        try assertCells(image, row: 525, from: 66, widths: [124, 58], "grid 3, row 3")
        assertColor(image, 66 + 124 + 8 + 58 + 8 + 29, 525, Colors.white, "grid 3, row 3, no third cell")
    }

    /// Along `row`, from `x`, cells of `widths` 8 apart.
    private func assertCells(_ image: Image, row y: Int, from x: Double, widths: [Double], _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        var left = x
        for (index, width) in widths.enumerated() {
            let probe = Int(left + width / 2)
            assertColor(image, probe, y, Colors.bookBlue, "\(what), cell \(index + 1)", file: file, line: line)
            for (direction, edge) in [(Image.Direction.left, left), (.right, left + width)] {
                let found = try XCTUnwrap(image.edge(from: probe, y, direction, across: Colors.black),
                                          "\(what), cell \(index + 1): no edge going \(direction)", file: file, line: line)
                XCTAssertEqual(found, edge, accuracy: 0.15, "\(what), cell \(index + 1), going \(direction)", file: file, line: line)
            }
            left += width + 8
        }
    }
}
