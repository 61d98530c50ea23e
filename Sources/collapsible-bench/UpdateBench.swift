import CollapsibleCore
import Timekeeping

/// What a change costs against the size of the tree: a table of 10,000
/// cells in 100 rows, each row a view with a state that marks one of its
/// cells. The whole tree evaluated, laid out and presented from nothing,
/// against the update after a write that marks one cell: its evaluation,
/// layout and presentation.
struct UpdateBench {
    var full = Samples(), update = Samples()

    private let table: CellTable
    private var live: LiveView
    private var round = 0
    private let texts: any TextMeasuring
    static let size = Size(width: 600, height: 600)

    init(measure: any TextMeasuring) {
        texts = measure
        table = CellTable(rows: RowMarks())
        live = LiveView(table, size: Self.size, measure: measure)
    }

    mutating func measureFull() {
        // A table of its own, which the state of `live` is not written through.
        let table = CellTable(rows: RowMarks())
        var made: LiveView?
        let time = elapsed { made = LiveView(table, size: Self.size, measure: texts) }
        full.add(time)
        sink &+= made?.evaluations ?? 0
    }

    /// Another cell of another row each round, so that each write changes
    /// what is drawn.
    mutating func measureUpdate() {
        round += 1
        let row = round % CellTable.count, column = (round / CellTable.count) % CellTable.count
        let time = elapsed {
            table.rows.mark(row, column)
            live.update()
        }
        update.add(time)
        sink &+= live.evaluations
    }
}

/// Where each row's state is written from outside it: one and the same
/// for every row of a table, which the rows compare by its identity.
final class RowMarks: Equatable {
    static func == (a: RowMarks, b: RowMarks) -> Bool { a === b }

    private var marks: [Int: (Int) -> Void] = [:]

    func keep(_ row: Int, _ mark: @escaping (Int) -> Void) { marks[row] = mark }

    func mark(_ row: Int, _ column: Int) { marks[row]?(column) }
}

/// A hundred rows of a hundred cells.
struct CellTable: View {
    static let count = 100
    let rows: RowMarks

    var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<Self.count) { row in CellRow(row: row, marks: rows) }
        }
    }
}

/// A row that marks one of its cells in red.
struct CellRow: View {
    let row: Int
    let marks: RowMarks
    @State private var marked = -1

    var body: some View {
        let _ = marks.keep(row) { marked = $0 }
        HStack(spacing: 1) {
            ForEach(0..<CellTable.count) { column in
                Rectangle().fill(column == marked ? Color.red : Color.gray).frame(width: 5, height: 5)
            }
        }
    }
}
