/// SwiftUI's `MoveKeyframe`: the track's value becomes `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    public init(_ to: Value) {
        _keyframes = [_Keyframe(to, duration: 0, shape: .move)]
    }
}
