/// SwiftUI's `KeyframeTrack`: the keyframes of one part of a value, at
/// `keyPath`, or of the whole value.
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: _PrimitiveKeyframes
where Content.Value == TrackValue {
    public typealias Value = Root

    public let _tracks: [_KeyframeTrackPlan<Root>]

    public init(_ keyPath: WritableKeyPath<Root, TrackValue>,
                @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        let keyframes = content()._keyframes
        _tracks = [_KeyframeTrackPlan(
            duration: { KeyframeTrackMotion(start: $0[keyPath: keyPath].animatableData, keyframes: keyframes).duration },
            apply: { start, time, value in
                let motion = KeyframeTrackMotion(start: start[keyPath: keyPath].animatableData, keyframes: keyframes)
                value[keyPath: keyPath].animatableData = motion.value(at: time)
            },
            problems: KeyframeTrackMotion<TrackValue>.problems(of: keyframes))]
    }

    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) where Root == TrackValue {
        self.init(\.self, content: content)
    }
}
