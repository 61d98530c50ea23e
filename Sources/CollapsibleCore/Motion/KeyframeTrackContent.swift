/// SwiftUI's `KeyframeTrackContent`: keyframes in a track, one after
/// another, each a target for the track's value and how it gets there.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    /// The keyframes, in order.
    var _keyframes: [_Keyframe<Value>] { get }
}

/// One keyframe: a target, how long the way to it takes, and its shape.
public struct _Keyframe<Value: Animatable> {
    enum Shape {
        case linear(UnitCurve)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case move
    }

    let target: Value.AnimatableData
    let duration: Double
    let shape: Shape

    init(_ target: Value, duration: Double, shape: Shape) {
        self.target = target.animatableData
        self.duration = duration
        self.shape = shape
    }
}

/// Keyframes a builder made of several.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
}
