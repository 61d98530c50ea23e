/// What layout learnt of a lazy stack's rows, kept between layouts: the
/// length of each row it measured along the stack, and for the others an
/// estimate, the mean of those measured, corrected as rows are made. Where
/// each row starts follows from them, so that rows are made and placed
/// without the rows before them.
final class LazyRowSizes {
    let count: Int
    /// Each row's length along the stack; nil where not yet measured.
    private var lengths: [Double?]
    private var measuredTotal = 0.0
    private var measuredCount = 0
    /// The gap between rows, and the stack's axis.
    var spacing = 0.0
    var axis = Axis.vertical
    /// Where the stack starts in its scroll view's content, as last placed.
    var origin = 0.0
    /// The rows made in the last evaluation.
    var made = 0..<0
    /// The cells of a lazy grid's row: the columns layout last found across
    /// the grid, and those the rows made were made for. A stack's row is one.
    var columns = 1
    var madeColumns = 1

    /// A row's length before any is measured: a list row's on iOS, or
    /// what rows measured before the rows were counted anew.
    static let firstEstimate = 44.0
    var unmeasured = firstEstimate

    init(count: Int) {
        self.count = count
        lengths = Array(repeating: nil, count: count)
    }

    var estimate: Double { measuredCount > 0 ? measuredTotal / Double(measuredCount) : unmeasured }

    /// Row `row` measured `length` long.
    func measured(_ row: Int, _ length: Double) {
        guard lengths.indices.contains(row), length.isFinite else { return }
        if let before = lengths[row] {
            measuredTotal -= before
        } else {
            measuredCount += 1
        }
        measuredTotal += length
        lengths[row] = length
    }

    func length(of row: Int) -> Double { lengths[row] ?? estimate }

    /// The whole stack's length: rows measured and estimated, and the gaps.
    var total: Double {
        guard count > 0 else { return 0 }
        return measuredTotal + estimate * Double(count - measuredCount) + spacing * Double(count - 1)
    }

    /// Where `row` starts along the stack.
    func start(of row: Int) -> Double {
        // From the nearer end: a jump to the last rows adds up the few after them.
        if row > count / 2 {
            var start = total - spacing * Double(count - 1 - row)
            for later in row..<count { start -= length(of: later) }
            return start
        }
        var start = 0.0
        for earlier in 0..<row { start += length(of: earlier) + spacing }
        return start
    }

    /// The rows that lie in `window`, a stretch along the stack, at least
    /// one where there are any.
    func rows(in window: ClosedRange<Double>) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        var row = 0, start = 0.0
        if window.lowerBound > total / 2 {
            row = count - 1
            start = total - length(of: row)
            while row > 0, start > window.lowerBound {
                row -= 1
                start -= length(of: row) + spacing
            }
        } else {
            while row < count - 1, start + length(of: row) + spacing <= window.lowerBound {
                start += length(of: row) + spacing
                row += 1
            }
        }
        let first = row
        while row < count, start < window.upperBound {
            start += length(of: row) + spacing
            row += 1
        }
        return first..<max(row, first + 1)
    }

    /// The stretch of the stack in sight in `state`, from the stack's start,
    /// widened by `margin` viewports either side: the rows under a bar the
    /// content is inset from are in sight too.
    func window(in state: ScrollStates.Scroller, margin: Double) -> ClosedRange<Double> {
        let offset = axis == .vertical ? state.offset.y - state.safeInsets.top : state.offset.x - state.safeInsets.leading
        let length = axis == .vertical ? state.viewport.height : state.viewport.width
        let start = offset - origin - length * margin
        return start...max(start + length * (1 + 2 * margin), start)
    }

    /// Whether rows in sight in `state` were not made, or made for other columns.
    func lacksRows(in state: ScrollStates.Scroller) -> Bool {
        guard columns == madeColumns else { return true }
        guard count > 0 else { return false }
        let needed = rows(in: window(in: state, margin: 0))
        return needed.lowerBound < made.lowerBound || needed.upperBound > made.upperBound
    }
}
