/// What a sheet's panel gives a drag: whether the drag may dismiss it, and
/// how far the panel is drawn pulled down.
final class SheetHandle: Equatable {
    let dismiss: () -> Void
    /// False where its content sets `interactiveDismissDisabled()`: it
    /// follows the pointer and springs back.
    let isDismissable: Bool
    let style: SheetStyle
    let detents: Set<PresentationDetent>
    /// How far the panel is drawn pulled down, while dragged or springing back.
    var shown = 0.0

    init(dismiss: @escaping () -> Void, isDismissable: Bool, style: SheetStyle, detents: Set<PresentationDetent>) {
        self.dismiss = dismiss
        self.isDismissable = isDismissable
        self.style = style
        self.detents = detents
    }

    /// The panel's height in `window`.
    func height(in window: Rect) -> Double {
        SheetGeometry(window: window, style: style, detents: detents).panel.height
    }

    static func == (a: SheetHandle, b: SheetHandle) -> Bool { a === b }
}

/// A sheet dragged down by the pointer, as iOS lets a sheet be pulled: it
/// follows the pointer down, never up past where it rests; let go past a
/// third of its height, or flicked down, it is dismissed; otherwise it
/// springs back, and so it does wherever its dismissal is disabled.
struct SheetDrag {
    /// The sheet's tap, which holds its handle.
    let sheet: ViewID
    let height: Double
    /// Where the pointer went down, down the window.
    let grab: Double
    private(set) var pointer: Double
    /// The pointer's last two places and times, for its speed at the release.
    private var last: (y: Double, time: Double)
    private var before: (y: Double, time: Double)

    /// How fast a flick goes down, in points a second, that dismisses a
    /// sheet however little it was pulled, as UIKit's sheets take one.
    static let flick = 1000.0
    /// How long the sheet takes to spring back, in seconds.
    static let springBack = 0.3

    init(sheet: ViewID, height: Double, pressedAt y: Double, time: Double) {
        self.sheet = sheet
        self.height = height
        grab = y
        pointer = y
        last = (y, time)
        before = (y, time)
    }

    /// How far the sheet is pulled down.
    var pull: Double {
        let way = pointer - grab
        return way.isFinite ? max(way, 0) : 0
    }

    /// How fast the pointer went down at its last move, in points a second.
    var speed: Double {
        let time = last.time - before.time
        return time > 0 ? (last.y - before.y) / time : 0
    }

    mutating func follow(to y: Double, at time: Double) {
        guard y.isFinite else { return }
        pointer = y
        if time > last.time { before = last }
        last = (y, time)
    }

    /// Whether letting go now dismisses a sheet that may be dismissed.
    var dismisses: Bool { pull > height / 3 || speed > Self.flick }
}

/// A sheet let go short of its dismissal, springing back to where it rests.
struct SheetSpring {
    let sheet: ViewID
    let from: Double
    /// Nil until the first frame after the release.
    private(set) var start: Double?

    init(sheet: ViewID, from: Double) {
        self.sheet = sheet
        self.from = from
    }

    /// How far the sheet is pulled down at `time`.
    func shown(at time: Double) -> Double {
        guard let start else { return from }
        let progress = min(max((time - start) / SheetDrag.springBack, 0), 1)
        return from * (1 - UnitCurve.easeOut.value(at: progress))
    }

    /// The frame at `time` starts the spring, where it has not started.
    mutating func begin(at time: Double) {
        if start == nil { start = time }
    }

    func isMoving(at time: Double) -> Bool { start.map { time < $0 + SheetDrag.springBack } ?? true }
}
