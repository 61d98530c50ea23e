/// SwiftUI's `KeyframeTimeline`: a value moved by keyframes, its tracks
/// side by side, which can be asked for the value at any time.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [_KeyframeTrackPlan<Value>]

    public init<K: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> K) where K.Value == Value {
        self.initialValue = initialValue
        tracks = content()._tracks
    }

    /// As long as its longest track.
    public var duration: Double { tracks.map { $0.duration(initialValue) }.max() ?? 0 }

    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(initialValue, time, &value) }
        return value
    }

    /// The value at `progress` of the whole duration, from 0 to 1.
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }

    /// What in the keyframes cannot run, in words.
    var problems: [String] { tracks.flatMap(\.problems) }
}
