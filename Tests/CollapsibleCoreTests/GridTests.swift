import XCTest
@testable import CollapsibleCore

/// `Grid` in a window 300 wide and 200 tall, its columns and rows worked
/// out by hand; rows and columns 8 apart, the default spacing.
final class GridTests: XCTestCase {
    private func cell(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
        color.frame(width: width, height: height)
    }

    /// Columns of the widest cells, 80 and 60, rows of the tallest, 20 and
    /// 30: a grid 148 by 58, from (76, 71), each cell centred in its area.
    func testColumnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        let grid = Grid {
            GridRow { cell(.red, 40, 20); cell(.green, 60, 10) }
            GridRow { cell(.blue, 80, 30); cell(.yellow, 20, 20) }
        }
        XCTAssertEqual(frames(grid), [Rect(x: 96, y: 71, width: 40, height: 20), Rect(x: 164, y: 76, width: 60, height: 10),
                                      Rect(x: 76, y: 99, width: 80, height: 30), Rect(x: 184, y: 104, width: 20, height: 20)])
    }

    /// A column lined up leading by one of its cells; a row lined up at the
    /// top; a cell anchored at its bottom trailing corner.
    func testAlignmentsOfColumnRowAndCell() {
        let grid = Grid {
            GridRow(alignment: .top) { cell(.red, 40, 20); cell(.green, 60, 10).gridColumnAlignment(.leading) }
            GridRow { cell(.blue, 80, 30).gridCellAnchor(.bottomTrailing); cell(.yellow, 20, 20) }
        }
        XCTAssertEqual(frames(grid), [Rect(x: 96, y: 71, width: 40, height: 20), Rect(x: 164, y: 71, width: 60, height: 10),
                                      Rect(x: 76, y: 99, width: 80, height: 30), Rect(x: 164, y: 104, width: 20, height: 20)])
    }

    /// A cell of two columns is offered both and the spacing, 148, and is
    /// centred in them; a view
    /// outside any row spans every column. A flexible view across the grid
    /// widens it to all it is offered, unless it is left out of sizing it.
    func testSpanningCellsAndUnsizedAxes() {
        let spanning = Grid {
            GridRow { cell(.red, 80, 20); cell(.green, 60, 20) }
            GridRow { cell(.blue, 100, 10).gridCellColumns(2) }
            Color.gray.frame(height: 4).gridCellUnsizedAxes(.horizontal)
        }
        // 148 wide, 20 + 8 + 10 + 8 + 4 = 50 tall, from (76, 75).
        XCTAssertEqual(frames(spanning), [Rect(x: 76, y: 75, width: 80, height: 20), Rect(x: 164, y: 75, width: 60, height: 20),
                                          Rect(x: 100, y: 103, width: 100, height: 10), Rect(x: 76, y: 121, width: 148, height: 4)])
        let widened = Grid {
            GridRow { cell(.red, 80, 20); cell(.green, 60, 20) }
            Color.gray.frame(height: 4)
        }
        // The gray row asks for all 300: each column gains (300 - 148) / 2 = 76.
        XCTAssertEqual(frames(widened), [Rect(x: 38, y: 84, width: 80, height: 20), Rect(x: 202, y: 84, width: 60, height: 20),
                                         Rect(x: 0, y: 112, width: 300, height: 4)])
    }

    /// `GridLayout` is the grid's layout: used as a view, or through
    /// `AnyLayout`, it lays out as `Grid` does. Columns 50 and 60 and rows
    /// 20 and 30, 10 apart: a grid 120 by 60 from (90, 70).
    func testGridLayoutIsTheGridsLayout() {
        @ViewBuilder func rows() -> some View {
            GridRow { cell(.red, 40, 20); cell(.blue, 60, 20) }
            GridRow { cell(.green, 50, 30); cell(.yellow, 30, 10) }
        }
        let expected = [Rect(x: 95, y: 70, width: 40, height: 20), Rect(x: 150, y: 70, width: 60, height: 20),
                        Rect(x: 90, y: 100, width: 50, height: 30), Rect(x: 165, y: 110, width: 30, height: 10)]
        XCTAssertEqual(frames(Grid(horizontalSpacing: 10, verticalSpacing: 10) { rows() }), expected)
        XCTAssertEqual(frames(GridLayout(horizontalSpacing: 10, verticalSpacing: 10) { rows() }), expected)
        XCTAssertEqual(frames(AnyLayout(GridLayout(horizontalSpacing: 10, verticalSpacing: 10)) { rows() }), expected)
    }
}
