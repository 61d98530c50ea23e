/// The gestures one press reaches, competing for it: those of the view
/// under the pointer and of the views around it, and the tap or button the
/// press landed on. Each event goes to them in the order of precedence:
/// high priority gestures, outermost first, then the others, innermost
/// first. The first recognized wins, and the others give up what they hold;
/// a simultaneous gesture takes every event whoever wins.
struct GestureArena {
    private struct Member {
        var gesture: RunningGesture
        var isExclusive: Bool
        var isOver = false
    }

    /// In the order of precedence, the simultaneous ones last.
    private var members: [Member] = []
    /// Where the press's tap stands among the members: the index of the
    /// first that comes after it; nil where the press landed on none.
    private let tapPlace: Int?
    /// Whether a gesture won the press.
    private(set) var gestureWon = false
    /// Whether the tap lost the press to a gesture.
    private(set) var tapLost = false
    private(set) var tapWon = false
    /// The place of the last event, which a deadline's is.
    private var last: (location: Point, clicks: Int)?

    /// The arena for a press among `around`, the taps and gestures of the
    /// views around the press, outermost first; `tap`, the index among them
    /// of the tap the press landed on, if any. Each gesture starts with the
    /// frame of its view.
    init(_ around: [(action: TapAction, context: _GestureContext)], tap: Int?) {
        // A gesture that leaves out the views inside it leaves out their
        // gestures and taps, and one that leaves itself out is not there.
        var reached = around.count
        for (index, entry) in around.enumerated() {
            guard let mask = entry.action.gesture?.mask, !mask.contains(.subviews) else { continue }
            reached = index + 1
            break
        }
        let entries = Array(around.enumerated().prefix(reached))
        let gestures = entries.compactMap { entry -> (index: Int, gesture: AttachedGesture, context: _GestureContext)? in
            guard let gesture = entry.element.action.gesture, gesture.mask.contains(.gesture) else { return nil }
            return (entry.offset, gesture, entry.element.context)
        }
        let high = gestures.filter { $0.gesture.priority == .high }
        let normal = gestures.filter { $0.gesture.priority == .normal }.reversed()
        let simultaneous = gestures.filter { $0.gesture.priority == .simultaneous }
        let tap = tap.flatMap { $0 < reached ? $0 : nil }
        tapPlace = tap.map { tap in high.count + normal.filter { $0.index > tap }.count }
        for entry in high + normal + simultaneous {
            members.append(Member(gesture: entry.gesture.start(entry.context), isExclusive: entry.gesture.priority != .simultaneous))
        }
    }

    var isEmpty: Bool { members.isEmpty }

    /// When a gesture still under way changes with no event.
    var deadline: Double? {
        members.filter { !$0.isOver }.compactMap { $0.gesture.deadline() }.min()
    }

    /// Hands `event` to the gestures; `tapEnds` says whether it completes
    /// the press's tap, which then wins where no gesture before it has.
    mutating func handle(_ event: _GestureEvent, tapEnds: Bool = false) {
        last = (event.location, event.clicks)
        for index in members.indices where !members[index].isOver {
            if members[index].isExclusive, index == tapPlace, tapEnds, !gestureWon, !tapLost { winTap() }
            guard !members[index].isOver else { continue }
            let (recognized, over) = members[index].gesture.handle(event)
            members[index].isOver = over
            if recognized, members[index].isExclusive, !gestureWon { win(index) }
        }
        if tapEnds, !gestureWon, !tapLost { winTap() }
        if event.kind == .released { cancel() }
    }

    /// Time passed with the button held, to `time`.
    mutating func held(until time: Double) {
        guard let last else { return }
        handle(_GestureEvent(kind: .held, location: last.location, time: time, clicks: last.clicks))
    }

    /// The press went: every gesture still under way gives up.
    mutating func cancel() {
        for index in members.indices where !members[index].isOver {
            members[index].gesture.cancel()
            members[index].isOver = true
        }
    }

    private mutating func win(_ winner: Int) {
        gestureWon = true
        tapLost = tapPlace != nil && !tapWon
        for index in members.indices where index != winner && members[index].isExclusive && !members[index].isOver {
            members[index].gesture.cancel()
            members[index].isOver = true
        }
    }

    private mutating func winTap() {
        tapWon = true
        for index in members.indices where members[index].isExclusive && !members[index].isOver {
            members[index].gesture.cancel()
            members[index].isOver = true
        }
    }
}
