/// What layout learnt of a lazy stack's rows, kept between layouts: the
/// length of each row it measured along the stack, and for the others an
/// estimate, the mean of those measured, corrected as rows are made. Where
/// each row starts follows from them, so that rows are made and placed
/// without the rows before them.
///
/// A row's length depends on the offer across the stack, and the stack is
/// not only measured at the offer it is placed at: a window asks its least
/// size with an offer of nothing, and a stack around a scroll view probes
/// it with nothing and everything. The lengths kept are those at the offer
/// the stack was placed at; those measured at another are kept apart, for
/// that offer's size, until the stack is placed again.
final class LazyRowSizes {
    let count: Int
    /// Each row's length along the stack; nil where not yet measured.
    private var lengths: [Double?]
    private var measuredTotal = 0.0
    private var measuredCount = 0
    /// The offer across the rows that `lengths` were measured at, that of
    /// the stack as last placed; nil before any measure.
    private var offer: ProposedViewSize?
    /// The rows measured at other offers since the stack was last placed.
    private var probes: [ProposedViewSize: [Int: Double]] = [:]
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

    /// Row `row` measured `length` long at `offer`.
    func measured(_ row: Int, _ length: Double, at offer: ProposedViewSize) {
        guard lengths.indices.contains(row), length.isFinite else { return }
        if self.offer == nil { self.offer = offer }
        guard offer == self.offer else {
            probes[offer, default: [:]][row] = length
            return
        }
        keep(row, length)
    }

    private func keep(_ row: Int, _ length: Double) {
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

    /// The whole stack's length at `offer`: at another than the one it was
    /// placed at, from the rows measured at that offer.
    func total(at offer: ProposedViewSize) -> Double {
        guard offer != self.offer, let probed = probes[offer], !probed.isEmpty, count > 0 else { return total }
        let measured = probed.values.reduce(0, +)
        return measured + measured / Double(probed.count) * Double(count - probed.count) + spacing * Double(count - 1)
    }

    /// The stack placed at `offer`: the rows measured at it are the ones
    /// its rows start from, and those at other offers are forgotten.
    func placed(at offer: ProposedViewSize) {
        defer { probes = [:] }
        guard offer != self.offer else { return }
        let estimate = self.estimate
        lengths = Array(repeating: nil, count: count)
        (measuredTotal, measuredCount, unmeasured) = (0, 0, estimate)
        self.offer = offer
        for (row, length) in probes[offer] ?? [:] { keep(row, length) }
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
