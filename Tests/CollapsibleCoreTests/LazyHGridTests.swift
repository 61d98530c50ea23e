import XCTest
@testable import CollapsibleCore

/// `LazyHGrid`, the vertical grid turned a quarter, in a window 300 by 200.
final class LazyHGridTests: XCTestCase {
    /// Rows of 30 and 40, 8 apart: 78 tall. Five cells fill the columns
    /// top to bottom, each column as wide as its widest cell, 30, 40 and
    /// 50, 8 apart: 136 wide. From (82, 61), each cell centred in its area.
    func testCellsFillColumnsDownTheRows() {
        let widths: [CGFloat] = [20, 30, 10, 40, 50]
        let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(40))]) {
            ForEach(widths.indices, id: \.self) { Color.blue.frame(width: widths[$0]) }
        }
        XCTAssertEqual(frames(grid), [
            Rect(x: 87, y: 61, width: 20, height: 30), Rect(x: 82, y: 99, width: 30, height: 40),
            Rect(x: 135, y: 61, width: 10, height: 30), Rect(x: 120, y: 99, width: 40, height: 40),
            Rect(x: 168, y: 61, width: 50, height: 30),
        ])
    }
}
