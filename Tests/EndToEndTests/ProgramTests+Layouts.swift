import XCTest

/// layouts: tags in a flow layout written with `Layout`, and three squares
/// of 40, 10 apart, in a frame 160 tall at the bottom of the window, which
/// a tap turns from an `HStackLayout` into a `VStackLayout` through
/// `AnyLayout`, over a linear second.
extension ProgramTests {
    func testAnAnyLayoutSwitchMovesTheSquaresThroughTheFramesBetween() throws {
        // 320 x 320. The frame runs from y 160 to 320. The row is 140 wide
        // and 40 tall, centred: x 90, 140 and 190, y 220 to 260.
        let row = try render("layouts", 320, 320)
        for (left, color) in [(90, Colors.red), (140, Colors.orange), (190, Colors.purple)] {
            assertColor(row, left + 20, 240, color, "the square at \(left) in the row")
            assertEdge(row, from: left + 20, 240, .left, at: Double(left), "its left")
            assertEdge(row, from: left + 20, 240, .up, at: 220, "its top")
        }
        // The column is 40 wide and 140 tall, centred: x 140, y 170, 220 and 270.
        let column = try render("layouts", 320, 320, progress: 1)
        for (top, color) in [(170, Colors.red), (220, Colors.orange), (270, Colors.purple)] {
            assertColor(column, 160, top + 20, color, "the square at \(top) in the column")
            assertEdge(column, from: 160, top + 20, .up, at: Double(top), "its top")
            assertEdge(column, from: 160, top + 20, .left, at: 140, "its left")
        }
        // Half way, each square is half way between its two places: the
        // red one at (115, 195), the purple one at (165, 245).
        let half = try render("layouts", 320, 320, progress: 0.5)
        for (left, top, color) in [(115, 195, Colors.red), (165, 245, Colors.purple)] {
            assertColor(half, left + 5, top + 5, color, "the square half way to (\(left), \(top))")
            assertEdge(half, from: left + 5, top + 5, .left, at: Double(left), "its left half way")
            assertEdge(half, from: left + 5, top + 5, .up, at: Double(top), "its top half way")
        }
        // The tags wrap: their ink takes more than one row at the top.
        let tags = try XCTUnwrap(row.inkBox(y: 0..<160), "no tags at the top")
        XCTAssertGreaterThan(tags.y.count, 40, "the tags lie on one line: \(tags)")
        XCTAssertLessThanOrEqual(tags.x.upperBound, 304, "the tags pass the padding: \(tags)")
    }
}
