import CollapsibleAccessibility
import CollapsibleCore
import ExampleViews
import Timekeeping

/// What a change costs against the size of the tree: a table of 10,000
/// cells in 100 rows, each row a view with a state that marks one of its
/// cells, each cell an element assistive tools read. The whole tree
/// evaluated, laid out and presented from nothing, and its AT-SPI tree
/// made, against the update after a write that marks one cell: its
/// evaluation, layout and presentation, the walk of the view tree as
/// assistive tools see it and the AT-SPI tree followed where it changed,
/// with what clients are told. Beside it, that walk and AT-SPI tree made
/// whole and compared whole, as each update made them before.
struct UpdateBench {
    var full = Samples(), update = Samples()
    /// The update's walk and AT-SPI tree, and the same made whole.
    var accessibility = Samples(), wholeAccessibility = Samples()

    private let table: CellTable
    private var live: LiveView
    private var round = 0
    private let texts: any TextMeasuring
    private var announced = AnnouncedTree(application: Self.application)
    /// Made anew at each round of its own, in a window of another size
    /// than the round before.
    private var announcedWhole = AnnouncedTree(application: Self.application)
    private var wholeRounds = 0
    static let size = Size(width: 600, height: 600)
    private static let application = AccessibleApplication(name: "collapsible-bench", version: "1")
    private static let window = AccessibleWindow(title: "Table", width: 600, height: 600, scale: 1, isFocused: true)

    init(measure: any TextMeasuring) {
        texts = measure
        table = CellTable(rows: RowMarks())
        live = LiveView(table, size: Self.size, measure: measure)
        sink &+= announced.show(live.accessibilityRoot, in: Self.window, settled: true).count
    }

    mutating func measureFull() {
        // A table of its own, which the state of `live` is not written through.
        let table = CellTable(rows: RowMarks())
        var made: LiveView?
        var told = 0
        let time = elapsed {
            made = LiveView(table, size: Self.size, measure: texts)
            var announced = AnnouncedTree(application: Self.application)
            told = announced.show(made?.accessibilityRoot, in: Self.window, settled: true).count
        }
        full.add(time)
        sink &+= (made?.evaluations ?? 0) + told
    }

    /// Another cell of another row each round, so that each write changes
    /// what is drawn and what is told.
    mutating func measureUpdate() {
        round += 1
        let row = round % CellTable.count, column = (round / CellTable.count) % CellTable.count
        let evaluation = elapsed {
            table.rows.mark(row, column)
            live.update()
        }
        var told = 0
        let walk = elapsed { told = announced.show(live.accessibilityRoot, in: Self.window, settled: true).count }
        update.add(evaluation + walk)
        accessibility.add(walk)
        sink &+= live.evaluations + told
    }

    /// A tree no walk went through yet, walked whole, and an AT-SPI tree
    /// made whole and compared whole with the last, as a window of another
    /// size makes it.
    mutating func measureWholeAccessibility() {
        let fresh = LiveView(CellTable(rows: RowMarks()), size: Self.size, measure: texts)
        wholeRounds += 1
        var window = Self.window
        window.height += wholeRounds % 2
        var told = 0
        let time = elapsed { told = announcedWhole.show(fresh.accessibilityRoot, in: window, settled: true).count }
        wholeAccessibility.add(time)
        sink &+= told
    }
}
