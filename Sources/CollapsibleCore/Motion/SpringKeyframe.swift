/// SwiftUI's `SpringKeyframe`: a spring towards `to`, for `duration` (its
/// settling duration where none is given), from the velocity the track
/// had, or `startVelocity`.
public struct SpringKeyframe<Value: Animatable>: _PrimitiveKeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _keyframes = [_Keyframe(to, duration: duration ?? spring.settlingDuration,
                                shape: .spring(spring, startVelocity: startVelocity?.animatableData))]
    }
}
