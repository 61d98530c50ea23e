/// When the monitor's vertical blanks fall, from those the server reported,
/// each with its count and time. A server's reports jitter by a millisecond
/// or more (Xvfb's come from a timer of its own); the blanks themselves keep
/// a steady beat, which a straight line through the recent reports finds.
struct VblankClock {
    /// The period until there are reports to measure it by.
    private let guess: Double
    /// The recent reports, oldest first, their times on the program's clock.
    private var reports: [(count: UInt64, time: Double)] = []
    /// The program's monotonic clock minus the server's: zero on the same
    /// machine, where both are CLOCK_MONOTONIC.
    private var offset: Double?

    /// The reports that the line goes through, and those among them that
    /// place it; the rest only measure its slope.
    private static let kept = 32
    private static let placing = 8

    init(period: Double) {
        guess = period
    }

    /// Whether the period is measured, or still the guess.
    var isMeasured: Bool { reports.count > 1 }

    /// The last blank reported.
    var last: (count: UInt64, time: Double)? { reports.last }

    /// Takes a blank that the server reported at `serverTime`, received at
    /// `now`. False for one already seen: a count that does not move on.
    mutating func report(serverTime: Double, count: UInt64, now: Double) -> Bool {
        if offset == nil {
            // A server on another machine counts from its own boot.
            offset = abs(now - serverTime) < 1 ? 0 : now - serverTime
        }
        if let last = reports.last, count <= last.count { return false }
        reports.append((count, serverTime + (offset ?? 0)))
        if reports.count > Self.kept { reports.removeFirst() }
        return true
    }

    /// Seconds from one blank to the next: the slope of the least-squares
    /// line through the reports, which a long run measures best.
    var period: Double {
        guard let first = reports.first, reports.count > 1 else { return guess }
        let xs = reports.map { Double($0.count - first.count) }
        let ys = reports.map { $0.time - first.time }
        let meanX = xs.reduce(0, +) / Double(xs.count), meanY = ys.reduce(0, +) / Double(ys.count)
        let spread = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
        let slope = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) } / spread
        return spread > 0 && slope > 0 ? slope : guess
    }

    /// When blank `count` falls, on the line placed by the latest reports.
    func time(of count: UInt64) -> Double? {
        guard let last = reports.last else { return nil }
        let period = self.period
        let recent = reports.suffix(Self.placing)
        let lastTime = recent.reduce(0) { $0 + $1.time + (Double(last.count) - Double($1.count)) * period }
            / Double(recent.count)
        return lastTime + (Double(count) - Double(last.count)) * period
    }

    /// The first blank after `now` and after the last one reported: the one
    /// a frame drawn now is shown at.
    func blank(after now: Double) -> (time: Double, count: UInt64)? {
        guard let last = reports.last, let lastTime = time(of: last.count) else { return nil }
        let periods = max(((now - lastTime) / period).rounded(.down) + 1, 1)
        let count = last.count + UInt64(periods)
        return time(of: count).map { ($0, count) }
    }
}
