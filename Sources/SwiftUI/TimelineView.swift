import Foundation

/// SwiftUI's `TimelineView`: its content made again at each date of its
/// schedule, with that date. With `.animation`, at every frame the display
/// shows, for the frame's own date; paused, at none, and no frame is drawn
/// for it. Made again by its parent, it starts its schedule from then.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let cursor = TimelineCursor(schedule)
        let content = content
        return _TimelineReader { time in
            let step = cursor.step(at: time)
            return (content(Context(date: step.date, cadence: .live)), step.next, step.warning)
        }
    }
}
