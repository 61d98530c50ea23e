import Foundation

/// `.everyMinute`: the start, then the start of each minute after it.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate)
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?

        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            // The reference date is the start of a minute, in every zone
            // whose offset is whole minutes.
            let minute = (date.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1
            upcoming = Date(timeIntervalSinceReferenceDate: minute * 60)
            return date
        }
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
