/// SwiftUI's `CubicKeyframe`: a smooth curve to `to` over `duration`. Next
/// to other cubic keyframes it is a Catmull-Rom spline; next to another
/// kind it takes that one's velocity where they meet; a velocity given is
/// kept.
public struct CubicKeyframe<Value: Animatable>: _PrimitiveKeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframes = [_Keyframe(to, duration: duration,
                                shape: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))]
    }
}
