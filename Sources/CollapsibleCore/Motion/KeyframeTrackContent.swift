/// SwiftUI's `KeyframeTrackContent`: keyframes in a track, one after
/// another, each a target for the track's value and how it gets there. A
/// type of one's own is made of others through its `body`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
    /// The keyframes, in order.
    var _keyframes: [_Keyframe<Value>] { get }
}

extension KeyframeTrackContent where Body.Value == Value {
    public var _keyframes: [_Keyframe<Value>] { body._keyframes }
}

/// The keyframes the framework plays itself are their own body: `Never`,
/// which stands for no body elsewhere, has no value a track could move.
public protocol _PrimitiveKeyframeTrackContent: KeyframeTrackContent where Body == Self {}

extension _PrimitiveKeyframeTrackContent {
    public var body: Self { self }
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
public struct _KeyframeList<Value: Animatable>: _PrimitiveKeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
}
