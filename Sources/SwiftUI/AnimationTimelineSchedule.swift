import Foundation

/// `.animation`: the content made again at every frame the display shows,
/// or no more often than `minimumInterval`; none while `paused`, and then
/// no frame is drawn for it.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public let minimumInterval: Double?
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: paused ? nil : startDate, interval: interval ?? 1.0 / 60)
    }

    /// The interval between two updates; nil for every frame, as an
    /// interval of none or of no number is.
    var interval: Double? {
        guard let minimumInterval, minimumInterval.isFinite, minimumInterval > 0 else { return nil }
        return minimumInterval
    }

    /// A date per interval from the start, as the display's frames come.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: Double

        public mutating func next() -> Date? {
            defer { upcoming = upcoming?.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
