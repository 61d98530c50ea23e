/// SwiftUI's `TapGesture` for the primary button: it fires on release,
/// unless the pointer strayed too far or was held too long.
public struct TapRecognizer: Sendable {
    /// SwiftUI's limits: 45 points of movement, 0.75 s of press.
    public static let movementThreshold = 45.0
    public static let durationThreshold = 0.75

    private var press: (location: Point, time: Double)?

    public init() {}

    /// The primary button went down at `location`; `onTarget` says whether
    /// that point is on the view the gesture is attached to.
    public mutating func pressed(at location: Point, time: Double, onTarget: Bool) {
        press = onTarget ? (location, time) : nil
    }

    public mutating func moved(to location: Point) {
        guard let press, press.location.distance(to: location) > Self.movementThreshold else { return }
        self.press = nil
    }

    /// The primary button came up: true when this ends a tap.
    public mutating func released(at location: Point, time: Double) -> Bool {
        moved(to: location)
        guard let press else { return false }
        self.press = nil
        return time - press.time <= Self.durationThreshold
    }
}
