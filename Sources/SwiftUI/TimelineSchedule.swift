import Foundation

/// SwiftUI's `TimelineSchedule`: the dates at which a `TimelineView` makes
/// its content again, from the date it starts.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    typealias Mode = TimelineScheduleMode

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}
