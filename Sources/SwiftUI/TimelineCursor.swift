import CollapsibleCore
import Foundation
import Timekeeping

/// Where a `TimelineView` is in its schedule: the entry it shows and the
/// next, read from the schedule as frames come. The host's frames are timed
/// on the monotonic clock; the schedule's dates are the wall clock's.
final class TimelineCursor<Schedule: TimelineSchedule> {
    private let schedule: Schedule
    private var entries: Schedule.Entries.Iterator?
    /// The next entry, read and not yet shown.
    private var upcoming: Date?
    private var shown: Date?

    /// Dates read at one frame, at most: a schedule with more at or before
    /// the frame's date, or that goes back on itself forever, stops there.
    static var readsPerFrame: Int { 10_000 }

    /// Two clocks read one after the other disagree by a moment: a date this
    /// close to the frame's is the frame's.
    static var tolerance: TimeInterval { 0.001 }

    init(_ schedule: Schedule) {
        self.schedule = schedule
    }

    struct Step {
        var date: Date
        var next: _TimelineUpdate
        var warning: String?
    }

    /// The date to show in the frame at `time` on the host's clock (now,
    /// before the first frame), and when to show the next.
    func step(at time: Double?) -> Step {
        let now = time.map { Date(timeIntervalSinceNow: $0 - MonotonicClock.seconds()) } ?? Date()
        if let animation = schedule as? AnimationTimelineSchedule {
            guard !animation.paused else { return Step(date: now, next: .never) }
            guard let interval = animation.interval, let time else { return Step(date: now, next: .everyFrame) }
            return Step(date: now, next: .at(time + interval))
        }
        var reads = 0, warning: String?
        if entries == nil {
            entries = schedule.entries(from: now, mode: .normal).makeIterator()
            upcoming = entries?.next()
            if let periodic = schedule as? PeriodicTimelineSchedule, !periodic.hasPeriod {
                warning = "TimelineView: .periodic(from:by: \(periodic.interval)) has no period; it shows its start alone"
            }
        }
        while let date = upcoming, date.timeIntervalSince(now) <= Self.tolerance {
            if let shown, date <= shown {
                warning = warning ?? "TimelineView: its schedule's date \(date) is not after \(shown), which it showed: skipped"
            } else {
                shown = date
            }
            reads += 1
            guard reads < Self.readsPerFrame else {
                upcoming = nil
                return Step(date: shown ?? now, next: .never, warning:
                    "TimelineView: its schedule gave \(reads) dates at or before \(now) in one frame; it stops at \(shown ?? now)")
            }
            upcoming = entries?.next()
        }
        let next = upcoming.map { MonotonicClock.seconds() + $0.timeIntervalSinceNow }.map { due in
            due.isFinite ? _TimelineUpdate.at(due) : .never
        } ?? .never
        return Step(date: shown ?? now, next: next, warning: warning)
    }
}
