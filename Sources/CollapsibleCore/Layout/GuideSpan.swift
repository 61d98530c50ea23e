/// How far views lined up on one guide reach before it and after it along
/// an axis: a stack's extent across, a `ZStack`'s on each axis. A view as
/// long as an infinite offer makes the span infinite, whatever its guide,
/// as a stack measuring how far it can grow finds.
struct GuideSpan {
    private var before = -Double.infinity, after = -Double.infinity
    private var endless = false

    /// A view `length` long whose guide runs at `guide()`, asked only of a
    /// view of finite length.
    mutating func add(length: Double, guide: () -> Double) {
        guard length.isFinite else { endless = true; return }
        let guide = guide()
        (before, after) = (max(before, guide), max(after, length - guide))
    }

    /// The span's length.
    var length: Double { endless ? .infinity : before + after }

    /// How far the guides' line lies from the span's start.
    var line: Double { before.isFinite ? before : 0 }
}
