import ExampleViews
import TestSupport
import XCTest
@testable import CollapsibleCore

/// The view as assistive tools see it is walked again only where the tree
/// changed: what a body that stands, placed where it was, stood for is
/// taken as it was, and the result is what the same views tell made from
/// nothing.
final class IncrementalAccessibilityTests: XCTestCase {
    /// Where each row's cells are written from outside it: one and the
    /// same for every row of a sheet, which the rows compare by its identity.
    final class Writers: Equatable {
        static func == (a: Writers, b: Writers) -> Bool { a === b }

        private var rows: [Int: ([Int]) -> Void] = [:]
        var looks: ([Int]) -> Void = { _ in }

        func keep(_ row: Int, _ write: @escaping ([Int]) -> Void) { rows[row] = write }

        func write(_ row: Int, _ cells: [Int]) { rows[row]?(cells) }
    }

    /// Rows of cells, each row a view with the state of its cells, which
    /// start as `cells` says; the sheet's state says how each row looks:
    /// plain, scaled, turned or a button.
    private struct Sheet: View {
        let cells: [[Int]]
        let writers: Writers
        @State var looks: [Int]

        init(cells: [[Int]], looks: [Int]? = nil, writers: Writers) {
            self.cells = cells
            self.writers = writers
            _looks = State(wrappedValue: looks ?? cells.map { _ in 0 })
        }

        var body: some View {
            let _ = writers.looks = { looks = $0 }
            VStack(spacing: 1) {
                ForEach(0..<cells.count, id: \.self) { row in
                    SheetRow(row: row, writers: writers, initial: cells[row])
                        .scaleEffect(looks[row] == 1 ? 1.5 : 1)
                        .rotationEffect(.degrees(looks[row] == 2 ? 90 : 0))
                        .accessibilityAddTraits(looks[row] == 3 ? .isButton : [])
                }
            }
        }
    }

    /// A cell says what its number is: a square marked or clear, a text, a
    /// wider square, a button, or nothing at all.
    private struct SheetRow: View {
        let row: Int
        let writers: Writers
        @State var cells: [Int]

        init(row: Int, writers: Writers, initial: [Int]) {
            self.row = row
            self.writers = writers
            _cells = State(wrappedValue: initial)
        }

        var body: some View {
            let _ = writers.keep(row) { cells = $0 }
            HStack(spacing: 1) {
                ForEach(0..<cells.count, id: \.self) { column in
                    switch cells[column] {
                    case 0: Color.gray.frame(width: 5, height: 5).accessibilityLabel("clear")
                    case 1: Color.red.frame(width: 5, height: 5).accessibilityLabel("marked")
                    case 2: Text("t\(column)")
                    case 3: Color.blue.frame(width: 9, height: 5).accessibilityLabel("wide")
                    case 4: Color.green.frame(width: 5, height: 5).onTapGesture {}
                    default: Color.gray.frame(width: 5, height: 5).accessibilityHidden(true)
                    }
                }
            }
        }
    }

    private static let cellKinds = 6

    /// The table the benchmark measures an update on, with a cell marked.
    private func table(marking cell: (row: Int, column: Int)? = nil) -> (live: LiveView, marks: RowMarks) {
        let marks = RowMarks()
        var live = LiveView(CellTable(rows: marks), size: Size(width: 600, height: 600))
        if let cell {
            marks.mark(cell.row, cell.column)
            live.update()
        }
        return (live, marks)
    }

    func testAWriteToOneCellOfTenThousandWalksItsRowAlone() {
        var (live, marks) = table()
        let whole = live.walkAccessibility()
        XCTAssertEqual(whole.root.children.map(\.children.count).reduce(0, +), 10_000, "every cell is an element")
        XCTAssertGreaterThan(whole.nodesWalked, 30_000)
        marks.mark(42, 7)
        live.update()
        let update = live.walkAccessibility()
        XCTAssertEqual(update.root.children[42].children[7].label, "marked")
        XCTAssertLessThanOrEqual(update.nodesWalked, 500, "the row's cells, and the stack it stands in")
        XCTAssertEqual(update.root, table(marking: (42, 7)).live.accessibilityRoot)
        XCTAssertEqual(live.walkAccessibility().nodesWalked, 0, "nothing changed since")
    }

    func testAResizeOrAnotherScaleWalksWhatMovedAgain() {
        let cells = [[0, 2, 3], [1, 4, 5]]
        var live = LiveView(Sheet(cells: cells, writers: Writers()), size: Size(width: 200, height: 100))
        _ = live.accessibilityRoot
        live.size = Size(width: 301, height: 100)
        XCTAssertEqual(live.accessibilityRoot, LiveView(Sheet(cells: cells, writers: Writers()), size: Size(width: 301, height: 100)).accessibilityRoot)
        live.displayScale = 3
        var scaled = LiveView(Sheet(cells: cells, writers: Writers()), size: Size(width: 301, height: 100))
        scaled.displayScale = 3
        XCTAssertEqual(live.accessibilityRoot, scaled.accessibilityRoot)
    }

    func testRandomEditsTellWhatTheSameViewsTellMadeFromNothing() {
        let seed = Stress.seed(default: 34)
        var random = SeededRandom(seed: seed)
        var cells = (0..<6).map { _ in (0..<Int.random(in: 0...8, using: &random)).map { _ in Int.random(in: 0..<Self.cellKinds, using: &random) } }
        var looks = cells.map { _ in 0 }
        let writers = Writers()
        var size = Size(width: 240, height: 200), scale = 1.0
        var live = LiveView(Sheet(cells: cells, writers: writers), size: size)
        for step in 0..<Stress.pick(short: 200, long: 5_000) {
            if Int.random(in: 0..<4, using: &random) == 0 {
                looks[Int.random(in: 0..<looks.count, using: &random)] = Int.random(in: 0..<4, using: &random)
                writers.looks(looks)
            }
            // A few rows at once, as one update shows the writes made since the last.
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let row = Int.random(in: 0..<cells.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !cells[row].isEmpty:
                    cells[row][Int.random(in: 0..<cells[row].count, using: &random)] = Int.random(in: 0..<Self.cellKinds, using: &random)
                case 1 where !cells[row].isEmpty:
                    cells[row].remove(at: Int.random(in: 0..<cells[row].count, using: &random))
                default:
                    cells[row].insert(Int.random(in: 0..<Self.cellKinds, using: &random), at: Int.random(in: 0...cells[row].count, using: &random))
                }
                writers.write(row, cells[row])
            }
            live.update()
            switch Int.random(in: 0..<16, using: &random) {
            case 0, 1:
                size.width = Double(Int.random(in: 20...300, using: &random))
                live.size = size
            case 2:
                scale = [1, 1.5, 2][Int.random(in: 0..<3, using: &random)]
                live.displayScale = scale
            default:
                break
            }
            var made = LiveView(Sheet(cells: cells, looks: looks, writers: Writers()), size: size)
            made.displayScale = scale
            XCTAssertEqual(live.accessibilityRoot, made.accessibilityRoot, "step \(step), seed \(seed)")
        }
    }
}
