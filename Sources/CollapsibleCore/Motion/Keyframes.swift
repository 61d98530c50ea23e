/// SwiftUI's `Keyframes`: tracks that move parts of one value side by side,
/// each from the value's start, as a `KeyframeTimeline` plays them. A type
/// of one's own is made of others through its `body`, as a view is.
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes
    @KeyframesBuilder<Value> var body: Body { get }
    /// Each track: how it moves its part of the value.
    var _tracks: [_KeyframeTrackPlan<Value>] { get }
}

extension Keyframes where Body.Value == Value {
    public var _tracks: [_KeyframeTrackPlan<Value>] { body._tracks }
}

/// The tracks the framework plays itself have no body.
public protocol _PrimitiveKeyframes: Keyframes where Body == Never {}

extension _PrimitiveKeyframes {
    public var body: Never { fatalError("\(Self.self) is played by the framework and has no body") }
}

extension Never: Keyframes {
    public typealias Value = Never
    public var _tracks: [_KeyframeTrackPlan<Never>] { [] }
}

/// A track of a value of type `Root`: where its part starts in a value, and
/// that part at each time of the track, written into a value.
public struct _KeyframeTrackPlan<Root> {
    /// How long the track runs, made from a start.
    let duration: (Root) -> Double
    /// The value at `time`, the track's part moved from where it is in `start`.
    let apply: (_ start: Root, _ time: Double, _ into: inout Root) -> Void
    /// What in the track cannot run, in words.
    let problems: [String]
}

/// Tracks a builder made of several. Keyframes written alone among them,
/// one after another, are one track of the whole value.
public struct _KeyframeTracks<Value>: _PrimitiveKeyframes {
    enum Part {
        case track(_KeyframeTrackPlan<Value>)
        /// Keyframes of the whole value, and how a track is made of them.
        case loose([Any], make: ([Any]) -> _KeyframeTrackPlan<Value>)
    }

    let parts: [Part]

    init(_ parts: [Part]) {
        var merged: [Part] = []
        for part in parts {
            if case .loose(let keyframes, let make) = part, case .loose(let before, _)? = merged.last {
                merged[merged.count - 1] = .loose(before + keyframes, make: make)
            } else {
                merged.append(part)
            }
        }
        self.parts = merged
    }

    public var _tracks: [_KeyframeTrackPlan<Value>] {
        parts.map { part in
            switch part {
            case .track(let plan): plan
            case .loose(let keyframes, let make): make(keyframes)
            }
        }
    }
}
