/// SwiftUI's `MoveKeyframe`: the track's value becomes `to` at once.
public struct MoveKeyframe<Value: Animatable>: _PrimitiveKeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    public init(_ to: Value) {
        _keyframes = [_Keyframe(to, duration: 0, shape: .move)]
    }
}
