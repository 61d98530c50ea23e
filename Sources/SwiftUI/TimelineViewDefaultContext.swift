import Foundation

/// What a `TimelineView`'s content is made from: the date of the entry it
/// shows, and how often it is made again.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence

    /// How often the content is made again, the fastest first. A window is
    /// always live here: nothing slows it down.
    public enum Cadence: Comparable, Sendable {
        case live
        case seconds
        case minutes
    }
}
