import XCTest

/// grid: two `LazyVGrid`s of blue cells 40 tall, each framed to a width,
/// padded by 8 and bordered in black, with each cell's width, which a
/// `GeometryReader` reads, written on it. As objc.io measured iOS's grid,
/// it sizes its columns before its cells: the spacing set aside, the
/// columns in order (fixed ones first) each take what is left divided by
/// the columns left, held to their limits, an adaptive one as many columns
/// of its minimum as fit; the grid is as wide as that, and lays its columns
/// out again across that width, from its leading edge. Cells and rows are
/// 8 apart, the default spacing.
extension ProgramTests {
    func testGridSizesItsColumnsAsSwiftUIDoesAndDrawsTheSecondAtHalfItsSize() throws {
        // 480 x 400. Each grid has two rows, 40 + 8 + 40 = 88, and 8 of
        // padding round it: 104. The stack is 104 + 24 + 104 = 232 tall,
        // from y = 84.
        let image = try render("grid", 480, 400)

        // 1: one adaptive column of minimum 56 in 400: 6 cells fit (6 x 56 +
        // 5 x 8 = 376; 7 would take 440), each (400 - 40) / 6 = 60 wide, and
        // again across the 400 they come to. The padded grid is 416 wide,
        // from x = 32: cells from x = 40 + 68 i, 9 of them in rows of 6 and
        // 3, at y = 92 and 140.
        for column in 0..<6 {
            let left = 40 + 68 * column
            assertColor(image, left + 5, 100, Colors.blue, "grid 1, row 1, cell \(column + 1)")
            assertEdge(image, from: left + 5, 100, .left, at: Double(left), "grid 1, cell \(column + 1)'s left")
            assertEdge(image, from: left + 55, 100, .right, at: Double(left + 60), "grid 1, cell \(column + 1)'s right")
            // Its width, in white, on its middle.
            XCTAssertNotNil(image.inkBox(x: left + 10..<left + 50, y: 102..<122) { Colors.channels($0).0 > 200 },
                            "grid 1, cell \(column + 1) says no width")
        }
        assertEdge(image, from: 45, 100, .up, at: 92, "grid 1's first row's top")
        assertEdge(image, from: 45, 100, .down, at: 132, "grid 1's first row's bottom")
        assertEdge(image, from: 45, 150, .up, at: 140, "grid 1's second row's top")
        assertEdge(image, from: 45, 150, .down, at: 180, "grid 1's second row's bottom")
        assertColor(image, 40 + 68 * 2 + 5, 150, Colors.blue, "grid 1, row 2, cell 3")
        assertColor(image, 40 + 68 * 3 + 5, 150, Colors.white, "grid 1, row 2, no fourth cell")
        // The border, 1 inside the padded 416 x 104.
        for (x, y) in [(32, 130), (447, 130), (200, 84), (200, 187)] {
            assertColor(image, x, y, Colors.black, "grid 1's border")
        }

        // 2: fixed(80), flexible(50...120) and flexible() offered 360: 344
        // left; the fixed one takes 80, 264 left; the first flexible takes
        // 264 / 2 = 132, held to 120; the last the 144 left. The grid is
        // 80 + 120 + 144 + 16 = 360 wide, and again across it. Laid out, the
        // padded grid is 376 x 104 from (52, 212): cells from x = 60, 148
        // and 276, rows at y = 220 and 268.
        // scaleEffect(0.5) draws it about its centre, (240, 264), at half
        // its size, where layout leaves it: x' = 240 + (x - 240) / 2, y' =
        // 264 + (y - 264) / 2. The cells are drawn from x = 150, 194 and
        // 258, 40, 60 and 72 wide, rows from y = 242 and 266, 20 tall.
        for (row, top) in [242.0, 266].enumerated() {
            for (left, width) in [(150.0, 40.0), (194, 60), (258, 72)] {
                let (x, y) = (Int(left) + 3, Int(top) + 3)
                let what = "grid 2, row \(row + 1), the cell from \(Int(left))"
                assertColor(image, x, y, Colors.blue, what)
                assertEdge(image, from: x, y, .left, at: left, what)
                assertEdge(image, from: Int(left + width) - 3, y, .right, at: left + width, what)
                assertEdge(image, from: x, y, .up, at: top, what)
                assertEdge(image, from: x, Int(top) + 17, .down, at: top + 20, what)
            }
        }
        // Where the grid lies in layout, outside its drawing, is white.
        assertColor(image, 100, 250, Colors.white, "grid 2, left of its drawing")
        assertColor(image, 240, 225, Colors.white, "grid 2, above its drawing")
    }
}
