import Foundation

/// `.periodic(from:by:)`: a date every `interval` seconds counted from
/// `startDate`. Asked from a later date, it begins at the last of its dates
/// before that one, so that the content shows the period under way.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        guard hasPeriod, elapsed > 0 else { return Entries(upcoming: self.startDate, interval: interval) }
        let periods = (elapsed / interval).rounded(.down)
        return Entries(upcoming: self.startDate.addingTimeInterval(periods * interval), interval: interval)
    }

    /// Whether its interval is a length of time: one that is not never
    /// moves on, and gives its start alone.
    var hasPeriod: Bool { interval.isFinite && interval > 0 }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = interval.isFinite && interval > 0 ? upcoming?.addingTimeInterval(interval) : nil }
            return upcoming
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
