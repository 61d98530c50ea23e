import CollapsibleCore
import CollapsiblePainter
import Glibc
import Timekeeping

/// A `LazyVStack` of rows, each a symbol and a text in a view with a state,
/// in a `ScrollView` filling a 1920x1080 window: its first frame at 100 rows
/// and at 100,000, a frame while the wheel turns, a jump to the end, and a
/// change to one row's state at each count; and a `LazyVGrid` of as many
/// cells: its first frame at each count and a frame while the wheel turns.
struct ScrollBench {
    static let rows = 100_000
    static let few = 100
    static let width = 1920, height = 1080
    /// How many notches of the wheel each round turns, a frame each.
    static let notches = 30

    var firstFew = Samples(), firstMany = Samples()
    var wheelFrame = Samples(), jumpFrame = Samples()
    var changeFew = Samples(), changeMany = Samples()
    var gridFirstFew = Samples(), gridFirstMany = Samples(), gridWheelFrame = Samples()
    /// Cells made while the wheel turned, in the last round, and for the
    /// first frame of the grid of 100,000.
    private(set) var cellsPerNotch = 0.0, firstCells = 0
    /// Rows made while the wheel turned and at the jump, in the last round.
    private(set) var madePerNotch = 0.0, madeAtJump = 0
    /// The jump's frames: the end shown at the first frame after it.
    private(set) var jumpShownAtOnce = false

    private let painter = Painter()
    private let surface: ImageSurface
    private var few: (live: LiveView, made: RowCount)
    private var many: (live: LiveView, made: RowCount)
    private var grid: (live: LiveView, made: RowCount)
    private var round = 0

    init() throws(PainterError) {
        surface = try ImageSurface(width: Self.width, height: Self.height)
        few = Self.window(rows: Self.few, painter: painter)
        many = Self.window(rows: Self.rows, painter: painter)
        let cells = RowCount()
        grid = (LiveView(ScrolledGrid(count: Self.rows, made: cells), size: Self.size, measure: painter), cells)
        firstCells = cells.total
    }

    private static var size: Size { Size(width: Double(width), height: Double(height)) }

    private static func window(rows: Int, painter: Painter) -> (LiveView, RowCount) {
        let made = RowCount()
        return (LiveView(ScrolledRows(count: rows, made: made), size: size, measure: painter), made)
    }

    mutating func measureFrames() throws(PainterError) {
        round += 1
        firstFew.add(try firstFrame(rows: Self.few))
        firstMany.add(try firstFrame(rows: Self.rows))
        try measureWheel()
        try measureJump()
        changeFew.add(Self.change(&few.live, round: round))
        changeMany.add(Self.change(&many.live, round: round))
        gridFirstFew.add(try firstFrame { ScrolledGrid(count: Self.few, made: RowCount()) })
        gridFirstMany.add(try firstFrame { ScrolledGrid(count: Self.rows, made: RowCount()) })
        cellsPerNotch = try measureWheel(&grid, into: &gridWheelFrame)
    }

    mutating func forgetSamples() {
        (firstFew, firstMany, wheelFrame, jumpFrame, changeFew, changeMany) = (Samples(), Samples(), Samples(), Samples(), Samples(), Samples())
        (gridFirstFew, gridFirstMany, gridWheelFrame) = (Samples(), Samples(), Samples())
    }

    /// A window made, and its first frame drawn whole.
    private func firstFrame(rows: Int) throws(PainterError) -> Double {
        try firstFrame { ScrolledRows(count: rows, made: RowCount()) }
    }

    private func firstFrame(of view: () -> some View) throws(PainterError) -> Double {
        try elapsed { () throws(PainterError) in
            let live = LiveView(view(), size: Self.size, measure: painter)
            try painter.drawFull(live.displayList(scale: 1), on: surface, at: (0, 0))
        }
    }

    private mutating func measureWheel() throws(PainterError) {
        madePerNotch = try measureWheel(&many, into: &wheelFrame)
    }

    /// Notches of the wheel down from the top of `window`, a frame drawn
    /// for each; returns the rows or cells made a notch.
    private func measureWheel(_ window: inout (live: LiveView, made: RowCount), into samples: inout Samples) throws(PainterError) -> Double {
        var live = window.live
        live.scrollFocused(.top)
        var time = Double(round) * 100
        live.advance(to: time)
        try painter.drawFull(live.displayList(scale: 1), on: surface, at: (0, 0))
        let before = window.made.total
        for _ in 0..<Self.notches {
            time += 1.0 / 60
            samples.add(try elapsed { () throws(PainterError) in
                live.scrollWheel(button: 5, at: Point(x: 960, y: 540))
                live.advance(to: time)
                _ = try painter.draw(live.displayList(scale: 1), on: surface, at: (0, 0))
            })
        }
        window.live = live
        return Double(window.made.total - before) / Double(Self.notches)
    }

    /// End, and the frame after it.
    private mutating func measureJump() throws(PainterError) {
        var live = many.live
        live.scrollFocused(.top)
        live.advance(to: Double(round) * 100 + 50)
        try painter.drawFull(live.displayList(scale: 1), on: surface, at: (0, 0))
        let before = many.made.total
        jumpFrame.add(try elapsed { () throws(PainterError) in
            live.scrollFocused(.bottom)
            live.advance(to: Double(round) * 100 + 51)
            _ = try painter.draw(live.displayList(scale: 1), on: surface, at: (0, 0))
        })
        madeAtJump = many.made.total - before
        jumpShownAtOnce = !live.displayList(scale: 1).texts.filter { $0 == "Row \(Self.rows - 1)" }.isEmpty
        many.live = live
    }

    /// A click on the third row, which stars it or takes its star, and the update.
    private static func change(_ live: inout LiveView, round: Int) -> Double {
        let row = Point(x: 960, y: 44 * 2.5), time = Double(round) * 100 + 60
        live.scrollFocused(.top)
        live.pointerPressed(at: row, time: time)
        return elapsed { live.pointerReleased(at: row, time: time + 0.05) }
    }

    /// The heap's peak while the window of 100,000 rows is made, its first
    /// frame drawn, and scrolled to its end, above that of an empty window
    /// drawn at the same size, in MiB: the peak resident size, which Linux
    /// sets back on a write of 5 to clear_refs.
    static func peakAboveEmptyWindow() throws(PainterError) -> Double {
        let painter = Painter()
        let surface = try ImageSurface(width: width, height: height)
        let empty = LiveView(Color.clear, size: size, measure: painter)
        try painter.drawFull(empty.displayList(scale: 1), on: surface, at: (0, 0))
        resetPeak()
        let base = residentKiB("VmHWM:")
        var live = LiveView(ScrolledRows(count: rows, made: RowCount()), size: size, measure: painter)
        try painter.drawFull(live.displayList(scale: 1), on: surface, at: (0, 0))
        live.scrollFocused(.bottom)
        _ = try painter.draw(live.displayList(scale: 1), on: surface, at: (0, 0))
        return Double(residentKiB("VmHWM:") - base) / 1024
    }

    private static func resetPeak() {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return }
        fputs("5", file)
        fclose(file)
    }

    /// A size from /proc/self/status, in KiB.
    private static func residentKiB(_ field: String) -> Int {
        firstLine(of: "/proc/self/status", startingWith: field).flatMap { Int($0.dropFirst(field.count).filter(\.isNumber)) } ?? 0
    }
}

/// Rows made, counted by their bodies.
final class RowCount { var total = 0 }

private struct ScrolledRows: View {
    let count: Int
    let made: RowCount

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<count, id: \.self) { ScrolledRow(number: $0, made: made) }
            }
        }
    }
}

private struct ScrolledRow: View {
    let number: Int
    let made: RowCount
    @State private var starred = false

    var body: some View {
        made.total += 1
        return HStack {
            Image(systemName: starred ? "star.fill" : "star")
            Text("Row \(number)")
            Spacer()
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .contentShape(Rectangle())
        .onTapGesture { starred.toggle() }
    }
}

/// Cells of a grid of adaptive columns of at least 160, each a symbol over
/// a text, counted by their bodies.
private struct ScrolledGrid: View {
    let count: Int
    let made: RowCount

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                ForEach(0..<count, id: \.self) { number in
                    let _ = made.total += 1
                    VStack {
                        Image(systemName: "star")
                        Text("Cell \(number)")
                    }
                    .frame(height: 80)
                }
            }
        }
    }
}

private extension DisplayList {
    /// The strings of the texts drawn.
    var texts: [String] {
        func strings(_ items: [DisplayItem]) -> [String] {
            items.flatMap { item -> [String] in
                switch item.content {
                case .text(let text, _): [text.string]
                case .effect(_, let inner): strings(inner)
                default: []
                }
            }
        }
        return strings(items)
    }
}
