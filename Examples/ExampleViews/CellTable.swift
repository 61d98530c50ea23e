import CollapsibleCore

/// A hundred rows of a hundred cells, each row a view with a state that
/// marks one of its cells, each cell an element assistive tools read: what
/// an update costs against the size of the tree, in the benchmark and the
/// tests.
public struct CellTable: View {
    public static let count = 100
    public let rows: RowMarks

    public init(rows: RowMarks) { self.rows = rows }

    public var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<Self.count) { row in CellRow(row: row, marks: rows) }
        }
    }
}

/// Where each row's state is written from outside it: one and the same
/// for every row of a table, which the rows compare by its identity.
public final class RowMarks: Equatable {
    public static func == (a: RowMarks, b: RowMarks) -> Bool { a === b }

    private var marks: [Int: (Int) -> Void] = [:]

    public init() {}

    func keep(_ row: Int, _ mark: @escaping (Int) -> Void) { marks[row] = mark }

    /// Marks `column` of `row`, and no other cell of it.
    public func mark(_ row: Int, _ column: Int) { marks[row]?(column) }
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
                    .accessibilityLabel(column == marked ? "marked" : "clear")
            }
        }
    }
}
