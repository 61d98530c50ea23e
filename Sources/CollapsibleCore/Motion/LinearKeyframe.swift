/// SwiftUI's `LinearKeyframe`: straight to `to` over `duration`, along
/// `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: _PrimitiveKeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        _keyframes = [_Keyframe(to, duration: duration, shape: .linear(timingCurve))]
    }
}
