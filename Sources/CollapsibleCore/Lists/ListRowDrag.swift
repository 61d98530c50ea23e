/// A list's row dragged to another place among its `ForEach`'s rows, as
/// iOS draws it: the row follows the pointer, lifted over the others with
/// a shadow and kept within their span; each row it passes slides by the
/// dragged row's place to make room, in a short ease, and back if the row
/// goes back; the release drops it at the place its middle reached, handed
/// to `onMove` as SwiftUI counts it.
struct ListRowDrag {
    /// One of the rows the drag moves among, in order, at its frame as laid
    /// out when the drag began.
    struct Row {
        var id: ViewID
        /// Its element's offset in the `ForEach`'s collection.
        var offset: Int
        var frame: Rect
        /// Its slide to make room: from where, to where, since when; nil
        /// until the first frame after the move that started it.
        var from = 0.0
        var to = 0.0
        var start: Double? = -Double.infinity

        /// How far it is moved down at `time`.
        func shown(at time: Double) -> Double {
            guard let start else { return from }
            let progress = min(max((time - start) / ListRowDrag.slide, 0), 1)
            return from + (to - from) * UnitCurve.easeInOut.value(at: progress)
        }
    }

    /// How long a row takes to make room, in seconds, as UITableView's rows do.
    static let slide = 0.25
    /// The lifted row's shadow, as UITableView lifts a row it reorders.
    static let shadow = Shadow(color: Color.black.opacity(0.25), radius: 8, offset: Point(x: 0, y: 0))

    private(set) var rows: [Row]
    /// The dragged row's index among `rows`.
    let index: Int
    /// Where the pointer went down, across the rows.
    let grab: Double
    /// Where the pointer is now.
    private(set) var pointer: Double

    /// Nil where `index` is none of `rows`.
    init?(rows: [Row], index: Int, pressedAt y: Double) {
        guard rows.indices.contains(index) else { return nil }
        self.rows = rows
        self.index = index
        grab = y
        pointer = y
    }

    private var dragged: Rect { rows[index].frame }

    /// The room the dragged row takes: its height, and the gap to the row
    /// next to it.
    var room: Double {
        if rows.indices.contains(index + 1) { return rows[index + 1].frame.minY - dragged.minY }
        if index > 0 { return dragged.maxY - rows[index - 1].frame.maxY }
        return dragged.height
    }

    /// How far the dragged row is moved down: the pointer's way, kept
    /// within the rows' span.
    var lift: Double {
        let way = pointer - grab
        guard way.isFinite, let first = rows.first?.frame, let last = rows.last?.frame else { return 0 }
        return min(max(way, first.minY - dragged.minY), last.maxY - dragged.maxY)
    }

    /// The place among `rows` the dragged row would drop at: that of the
    /// row its middle is over, as UITableView takes the row under the
    /// touch; each row it passed on the way makes room.
    var place: Int {
        let middle = dragged.midY + lift
        let below = rows[(index + 1)...].prefix { $0.frame.minY < middle }.count
        let above = rows[..<index].reversed().prefix { $0.frame.maxY > middle }.count
        return index + below - above
    }

    /// How far the row `position` moves down to make room: a row between
    /// the dragged row's place and where it is now takes its place.
    func shift(of position: Int) -> Double {
        let place = place
        if position < index, position >= place { return room }
        if position > index, position <= place { return -room }
        return 0
    }

    /// The pointer at `y`, at `time`, the last frame's: each row whose room
    /// changes slides from where it is toward its new place, from the next
    /// frame on.
    mutating func follow(to y: Double, at time: Double) {
        pointer = y
        for position in rows.indices where position != index {
            let target = shift(of: position)
            guard target != rows[position].to else { continue }
            rows[position].from = rows[position].shown(at: time)
            rows[position].to = target
            rows[position].start = nil
        }
    }

    /// The frame at `time` starts the slides the last moves asked for.
    mutating func begin(at time: Double) {
        for position in rows.indices where rows[position].start == nil {
            rows[position].start = time
        }
    }

    /// Whether a row still slides at `time`.
    func isSliding(at time: Double) -> Bool {
        rows.contains { row in row.from != row.to && row.start.map { $0 + Self.slide > time } ?? true }
    }

    /// How far each row is drawn moved down at `time`, the dragged one
    /// under the pointer.
    func shown(at time: Double) -> [(id: ViewID, by: Double)] {
        rows.indices.map { (rows[$0].id, $0 == index ? lift : rows[$0].shown(at: time)) }
    }

    /// Drops the row at its place by `move`, its `ForEach`'s: `onMove`
    /// moves it there, and nothing moves where that is where it was.
    /// Returns whether it moved.
    func drop(by move: ListRowMove) -> Bool {
        move.move(toPlace: rows[place].offset)
    }
}
