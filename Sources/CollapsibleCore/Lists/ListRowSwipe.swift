/// A list's row slid sideways by the pointer to show the buttons of its
/// `swipeActions` behind it, as iOS's rows are swiped: the row follows the
/// pointer over an edge that has buttons, and no further than them where
/// that edge allows no full swipe; let go past half its buttons' width it
/// rests open, showing them all, else it closes; let go past most of its
/// width where the edge allows a full swipe, the edge's first button runs.
struct ListRowSwipe {
    /// What letting the row go does.
    enum Outcome: Equatable {
        case closes
        case restsOpen(HorizontalEdge)
        /// The edge's first button runs, and the row closes.
        case runsFirst(HorizontalEdge)
    }

    /// The buttons an edge reveals: how wide they are together, once laid
    /// out, and whether a full swipe runs the first.
    struct Buttons: Equatable {
        var width: Double?
        var allowsFullSwipe: Bool
    }

    /// How far a row is swiped, as a part of its width, for a full swipe.
    static let fullSwipe = 0.6
    /// How far the pointer goes before a press on a row swipes it, as
    /// UIKit's pan takes a touch that moves: across before down.
    static let slop = 10.0
    /// How long a row let go takes to rest, in seconds.
    static let slide = 0.25

    let row: ViewID
    let width: Double
    var leading: Buttons?
    var trailing: Buttons?
    /// How far the row was slid right when the press caught it.
    private let start: Double
    /// Where the pointer went down, across the window.
    private let grab: Double
    private(set) var pointer: Double
    /// The row let go, on its way to rest: from, to, since when (nil until
    /// the first frame after the release).
    private var settling: (from: Double, to: Double, start: Double?)?

    /// `leading` and `trailing` are nil where the row has no buttons there.
    init(row: ViewID, width: Double, leading: Buttons?, trailing: Buttons?, from offset: Double = 0, pressedAt x: Double) {
        self.row = row
        self.width = width
        self.leading = leading
        self.trailing = trailing
        start = offset.isFinite ? offset : 0
        grab = x
        pointer = x
    }

    /// How far the pointer may slide the row toward an edge: as far as
    /// its buttons go, or, where a full swipe may run the first, or they
    /// are not laid out yet, the whole row.
    private func reach(_ buttons: Buttons?) -> Double {
        guard let buttons else { return 0 }
        return buttons.allowsFullSwipe ? width : buttons.width ?? width
    }

    /// How far the row is slid right by the pointer: left is negative,
    /// which shows the trailing edge's buttons.
    var offset: Double {
        let way = start + pointer - grab
        guard way.isFinite else { return start }
        return min(max(way, -reach(trailing)), reach(leading))
    }

    /// The edge whose buttons show.
    var edge: HorizontalEdge? {
        offset > 0 ? .leading : offset < 0 ? .trailing : nil
    }

    mutating func follow(to x: Double) {
        if x.isFinite { pointer = x }
    }

    /// What letting go here does.
    var outcome: Outcome {
        guard let edge, let buttons = edge == .leading ? leading : trailing else { return .closes }
        let way = abs(offset)
        if buttons.allowsFullSwipe, way > width * Self.fullSwipe { return .runsFirst(edge) }
        return way > (buttons.width ?? 0) / 2 ? .restsOpen(edge) : .closes
    }

    /// Where the row rests after `outcome`.
    func rest(after outcome: Outcome) -> Double {
        switch outcome {
        case .closes, .runsFirst: 0
        case .restsOpen(.leading): leading?.width ?? 0
        case .restsOpen(.trailing): -(trailing?.width ?? 0)
        }
    }

    /// Lets the row go toward `rest`, from where it is shown at `time`.
    mutating func settle(to rest: Double, at time: Double) {
        settling = (shown(at: time), rest, nil)
    }

    /// Whether the row was let go.
    var isLetGo: Bool { settling != nil }

    /// Where the row rests, or goes to rest.
    var resting: Double { settling?.to ?? offset }

    /// The frame at `time` starts the slide to rest, where it has not started.
    mutating func begin(at time: Double) {
        if let settling, settling.start == nil { self.settling?.start = time }
    }

    /// How far the row is drawn slid right at `time`.
    func shown(at time: Double) -> Double {
        guard let settling else { return offset }
        guard let start = settling.start else { return settling.from }
        let progress = min(max((time - start) / Self.slide, 0), 1)
        return settling.from + (settling.to - settling.from) * UnitCurve.easeOut.value(at: progress)
    }

    /// Whether the row still slides at `time`.
    func isSliding(at time: Double) -> Bool {
        guard let settling else { return false }
        return settling.start.map { time < $0 + Self.slide } ?? true
    }
}

/// What a row with swipe actions gives the pointer: the edges it has
/// buttons on, how wide those a swipe shows are laid out, and how far it
/// is drawn slid.
final class ListRowSwipeHandle: Equatable {
    /// The identity of the row with the buttons under it: what a swipe
    /// names the row by.
    let row: ViewID
    let leading: ListRowSwipe.Buttons?
    let trailing: ListRowSwipe.Buttons?
    /// How wide the buttons the swipe shows are together, as laid out.
    var revealedWidth = 0.0
    /// How far the row is drawn slid right, while swiped or open.
    var shown = 0.0

    init(row: ViewID, leading: ListRowSwipe.Buttons?, trailing: ListRowSwipe.Buttons?) {
        self.row = row
        self.leading = leading
        self.trailing = trailing
    }

    static func == (a: ListRowSwipeHandle, b: ListRowSwipeHandle) -> Bool { a === b }
}
