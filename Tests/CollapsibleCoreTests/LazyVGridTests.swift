import XCTest
@testable import CollapsibleCore

/// `LazyVGrid`'s columns by SwiftUI's rule, checked against the widths the
/// book prints on its pictures of grids.swift and objc.io's grid quiz.
final class LazyVGridTests: XCTestCase {
    /// The book's blue.
    private let blue = Color(red: 0, green: 146/255.0, blue: 219/255.0)

    /// `count` of the book's cells, 50 tall, in a grid of `columns` in a
    /// frame `width` wide.
    private func bookGrid(_ columns: [GridItem], cells count: Int, width: CGFloat) -> some View {
        let items = Array(repeating: blue, count: count)
        return LazyVGrid(columns: columns) {
            ForEach(items.indices) { idx in
                items[idx].frame(height: 50)
            }
        }
        .frame(width: width)
    }

    /// The book's first grid: one adaptive item of at least 50 in 400. With
    /// the spacing of 8 after each, n columns take 50n + 8(n - 1): 7 fit in
    /// 400 (398), 8 do not (456). The 7 share 400 less 6 spacings, 352,
    /// each 50.29, the book's 50.3. Its 20 cells make rows of 7, 7 and 6,
    /// 3 × 50 + 2 × 8 = 166 tall, centred in the window. Each cell's edges
    /// are drawn on the pixels nearest them, 50 or 51 apart.
    func testTheBooksAdaptiveGrid() {
        let cells = frames(bookGrid([GridItem(.adaptive(minimum: 50))], cells: 20, width: 400).border(Color.black),
                           in: Size(width: 500, height: 300))
        let border = cells.last
        XCTAssertEqual(border, Rect(x: 50, y: 67, width: 400, height: 166))
        let grid = cells.dropLast(), column: Double = 352 / 7
        XCTAssertEqual(grid.count, 20)
        for (index, cell) in grid.enumerated() {
            let laid = Rect(x: 50 + Double(index % 7) * (column + 8), y: 67 + Double(index / 7) * 58, width: column, height: 50)
            XCTAssertEqual(cell, onPixels(laid))
        }
        let right: Double = 50 + 6 * column + 5 * 8
        XCTAssertEqual(grid.last?.maxX, pixel(right))
    }

    /// The book's second grid, flexible items of at least 100 and 180 in
    /// 300, as objc.io measured iOS's. First pass: 300 less a spacing is
    /// 292; in order, the first takes half, 146, the second the 146 left,
    /// raised to its 180: 334 in all, the grid's width. Second pass, across
    /// 334: 326 to share, the first takes 163, the second 180. The grid,
    /// 334 wide in the 300 frame, overflows it by 17 each side.
    func testTheBooksFlexibleGrid() {
        let cells = frames(bookGrid([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], cells: 4, width: 300))
        XCTAssertEqual(cells.map(\.width), [163, 180, 163, 180])
        XCTAssertEqual(cells.map(\.minX), [-17, 154, -17, 154])
        XCTAssertEqual(cells.map(\.minY), [46, 46, 104, 104])
    }

    /// The book's third grid: flexible of at least 100, adaptive of at least
    /// 40, flexible of at least 180, in 300. First pass: 284 to share; the
    /// first takes a third, raised to 100; the adaptive item half of the 184
    /// left, 92, two columns of 42; the last the 92 left, raised to 180: 388
    /// in all, the grid's width. Second pass, across 388: 372 to share; 124;
    /// half of 248, two columns of 58; 180. The grid, 388 wide in the 300
    /// frame, starts at -44.
    func testTheBooksMixedGrid() {
        let columns = [GridItem(.flexible(minimum: 100)), GridItem(.adaptive(minimum: 40)), GridItem(.flexible(minimum: 180))]
        let cells = frames(bookGrid(columns, cells: 10, width: 300), in: Size(width: 300, height: 400))
        XCTAssertEqual(cells.prefix(4).map(\.width), [124, 58, 58, 180])
        XCTAssertEqual(cells.prefix(4).map(\.minX), [-44, 88, 154, 220])
        // Ten cells in four columns: three rows, 3 × 50 + 2 × 8 = 166 tall.
        XCTAssertEqual(cells.last?.minX, 88)
        XCTAssertEqual(cells.last?.minY, (400 - 166) / 2 + 2 * 58)
    }

    /// objc.io's first quiz: a fixed 70 and an adaptive item of at least 40
    /// in 200. Fixed first: 70 of 192; the adaptive item takes the 122 left,
    /// where two columns of 40 fit (88) and three do not (136): two of 57.
    func testFixedComesFirstAndAdaptiveSplitsTheRest() {
        let cells = frames(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<3) { _ in Color.red.frame(height: 10) }
        }.frame(width: 200), in: Size(width: 200, height: 100))
        XCTAssertEqual(cells.map(\.width), [70, 57, 57])
        XCTAssertEqual(cells.map(\.minX), [0, 78, 143])
    }

    /// An adaptive item's columns keep to its maximum: four of at least 40
    /// fit in 200 (184), each 44 of the 176 between spacings, held to 41;
    /// the four and their spacings make 188, centred in the 200.
    func testAdaptiveColumnsKeepToTheirMaximum() {
        let cells = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 40, maximum: 41))]) {
            ForEach(0..<4) { _ in Color.red.frame(height: 10) }
        }.frame(width: 200), in: Size(width: 200, height: 100))
        XCTAssertEqual(cells.map(\.width), [41, 41, 41, 41])
        XCTAssertEqual(cells.map(\.minX), [6, 55, 104, 153])
    }

    /// A flexible item with a maximum is less flexible than one without: it
    /// chooses first, offered 96 of 192, and keeps to its 50; the other
    /// takes the 142 left. Items given no size are flexible of at least 10:
    /// three share 300 less two spacings equally.
    func testFlexibleItemsKeepToTheirLimits() {
        let limited = frames(LazyVGrid(columns: [GridItem(.flexible(minimum: 10, maximum: 50)), GridItem(.flexible())]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }.frame(width: 200), in: Size(width: 200, height: 100))
        XCTAssertEqual(limited.map(\.width), [50, 142])
        let even = frames(LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
            ForEach(0..<3) { _ in Color.red.frame(height: 10) }
        })
        XCTAssertEqual(even.count, 3)
        for (cell, column) in zip(even, 0...) {
            let minX = Double(column) * (284.0 / 3 + 8)
            XCTAssertEqual([cell.minX, cell.maxX], [pixel(minX), pixel(minX + 284.0 / 3)])
        }
    }

    /// A cell is offered its column's width and no height, and sits in its
    /// column and row by its item's alignment, else by the grid's across and
    /// centred down; a row is as tall as its tallest cell, and rows are the
    /// grid's spacing apart. Two columns of 50 and 8 make 108; rows of 40,
    /// 10 and 10, 4 apart, make 68; the grid is centred in 200 by 200.
    func testCellsSitInTheirRowsByTheirAlignment() {
        let cells = frames(LazyVGrid(columns: [GridItem(.fixed(50), alignment: .topLeading), GridItem(.fixed(50))],
                                     alignment: .trailing, spacing: 4, pinnedViews: [.sectionHeaders]) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 40)
            Color.green.frame(width: 10, height: 10)
            Color.red.frame(width: 20, height: 6)
            Rectangle()
        }, in: Size(width: 200, height: 200))
        let (left, top) = ((200 - 108) / 2.0, (200 - (40 + 4 + 10 + 4 + 10)) / 2.0)
        XCTAssertEqual(cells, [
            Rect(x: left, y: top, width: 20, height: 20),
            Rect(x: left + 58 + 30, y: top, width: 20, height: 40),
            Rect(x: left, y: top + 44, width: 10, height: 10),
            Rect(x: left + 58 + 30, y: top + 44 + 2, width: 20, height: 6),
            // Offered no height, a shape is its ideal 10 tall.
            Rect(x: left, y: top + 58, width: 50, height: 10),
        ])
    }

    /// Offered no width, each column is as narrow as it may be: flexible
    /// of at least 30 and one adaptive column of 20, 58 with the spacing.
    func testOfferedNoWidthTheColumnsAreTheirLeast() {
        let cells = frames(LazyVGrid(columns: [GridItem(.flexible(minimum: 30)), GridItem(.adaptive(minimum: 20))]) {
            ForEach(0..<3) { _ in Color.red.frame(height: 10) }
        }.fixedSize().background(Color.blue))
        XCTAssertEqual(cells.first, Rect(x: 121, y: 86, width: 58, height: 28))
        XCTAssertEqual(cells.dropFirst().map(\.width), [30, 20, 30])
    }

    /// In a stack, which probes it with nothing and an infinite width, the
    /// grid lays out soundly and takes what the stack gives it: 200 beside
    /// a fixed 100, three adaptive columns of at least 50 (3 × 58 - 8 = 166
    /// fit, 224 do not), each (200 - 16) / 3.
    func testInAStackTheGridTakesItsShare() {
        let row = frames(HStack(spacing: 0) {
            Color.red.frame(width: 100)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) {
                ForEach(0..<3) { _ in Color.blue.frame(height: 10) }
            }
        }, in: Size(width: 300, height: 100))
        let each: Double = 184 / 3
        XCTAssertEqual(row.count, 4)
        for (cell, column) in zip(row.dropFirst(), 0...) {
            let minX = 100 + Double(column) * (each + 8)
            XCTAssertEqual([cell.minX, cell.maxX], [pixel(minX), pixel(minX + each)])
        }
    }

    /// Columns that cannot be followed still give a sound grid: no columns
    /// hold nothing, sizes that are no number or less than nothing are
    /// nothing, and an adaptive item of no minimum and no spacing fits
    /// endless columns: all the cells go in the first row, each next to
    /// nothing wide.
    func testBadColumnsGetSoundAnswers() {
        XCTAssertTrue(frames(LazyVGrid(columns: []) { Color.red; Color.blue }).allSatisfy { $0.width == 0 && $0.height == 0 })
        let bad = frames(LazyVGrid(columns: [GridItem(.fixed(.nan)), GridItem(.flexible(minimum: -5, maximum: .nan), spacing: .infinity)]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        })
        XCTAssertEqual(bad.map(\.width), [0, 292])
        let endless = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) {
            ForEach(0..<3) { _ in Color.red.frame(height: 10) }
        })
        XCTAssertEqual(Set(endless.map(\.minY)), [95])
        XCTAssertTrue(endless.allSatisfy { $0.width.isFinite && $0.width >= 0 && $0.width < 1e-6 })
        // Offered no width, it is one column of nothing.
        let none = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) {
            ForEach(0..<2) { _ in Color.red.frame(height: 10) }
        }.fixedSize())
        XCTAssertEqual(none, [Rect(x: 150, y: 86, width: 0, height: 10), Rect(x: 150, y: 104, width: 0, height: 10)])
    }

    /// Assistive tools see the grid as a group of its cells, in order,
    /// apart from what is around it.
    func testAGridIsAGroup() {
        let live = LiveView(VStack {
            Text("Letters")
            LazyVGrid(columns: [GridItem(), GridItem()]) { Text("a"); Text("b"); Text("c") }
        }, size: Size(width: 300, height: 200))
        let grid = live.accessibilityRoot.children.last
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["Letters", ""])
        XCTAssertEqual(grid?.role, .group)
        XCTAssertEqual(grid?.children.map(\.label), ["a", "b", "c"])
    }

    /// A grid whose middle cell goes in an animated change, anchored at its
    /// top leading corner under a button that toggles it.
    private struct Thinning: View {
        @State var middle = true
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { middle.toggle() } }.frame(height: 50)
                LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
                    Color.red.frame(height: 20)
                    if middle { Color.blue.frame(height: 20) }
                    Color.green.frame(height: 20)
                }
                .frame(width: 200, height: 150, alignment: .topLeading)
            }
        }
    }

    /// A cell that goes holds no cell while it fades, and stays where it
    /// was: the next cell heads at once for the place it left, from the
    /// second row's first column, 78 down, to the first row's second, 58
    /// across and 50 down.
    func testALeavingCellGivesUpItsPlace() throws {
        func drawn(_ color: Color, in live: LiveView) -> Rect? {
            func find(_ items: [DisplayItem]) -> Rect? {
                for item in items {
                    if case .effect(_, let inside) = item.content, let found = find(inside) { return found }
                    if case .shape(.rectangle, .fill(.color(color.resolved(in: .light)), _)) = item.content { return item.frame }
                }
                return nil
            }
            return find(live.displayList(scale: 1).items)
        }
        var live = LiveView(Thinning(), size: Size(width: 200, height: 200))
        XCTAssertEqual(drawn(.blue, in: live), Rect(x: 58, y: 50, width: 50, height: 20))
        XCTAssertEqual(drawn(.green, in: live), Rect(x: 0, y: 78, width: 50, height: 20))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 0.5)
        XCTAssertEqual(drawn(.blue, in: live), Rect(x: 58, y: 50, width: 50, height: 20))
        let green = try XCTUnwrap(drawn(.green, in: live))
        XCTAssertEqual(green.minX, 29, accuracy: 1e-3)
        XCTAssertEqual(green.minY, 64, accuracy: 1e-3)
        live.advance(to: 1)
        XCTAssertNil(drawn(.blue, in: live))
        XCTAssertEqual(drawn(.green, in: live), Rect(x: 58, y: 50, width: 50, height: 20))
    }

    /// Lazy only in name: 10,000 cells are all laid out, in 1,429 rows of
    /// 7 (the last of 4). What it costs is the bench's to say.
    func testTenThousandCellsLayOutAtOnce() {
        let cells = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) {
            ForEach(0..<10_000) { _ in Color.red.frame(height: 50) }
        }.frame(width: 400), in: Size(width: 400, height: 300))
        XCTAssertEqual(cells.count, 10_000)
        let height = 1_429 * 50 + 1_428 * 8.0
        XCTAssertEqual(cells.last?.minY, (300 - height) / 2 + 1_428 * 58)
        XCTAssertEqual(cells.last?.minX, pixel(3 * (352.0 / 7 + 8)))
    }
}
