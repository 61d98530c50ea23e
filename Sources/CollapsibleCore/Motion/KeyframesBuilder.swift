/// SwiftUI's `KeyframesBuilder`: the tracks of a keyframe animation, side
/// by side; keyframes written alone make one track of the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(keyframes._tracks.map { .track($0) })
    }

    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks([.loose(keyframe._keyframes) { keyframes in
            KeyframeTrack { _KeyframeList(_keyframes: keyframes.compactMap { $0 as? _Keyframe<Value> }) }._tracks[0]
        }])
    }

    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(parts.flatMap(\.parts))
    }

    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        part ?? _KeyframeTracks([])
    }

    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }

    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }

    public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(parts.flatMap(\.parts))
    }
}
