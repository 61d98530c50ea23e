/// SwiftUI's `KeyframeTrackContentBuilder`: the keyframes of a track, in
/// the order written, with `if`, `if`/`else` and `for` among them.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value> where K.Value == Value {
        _KeyframeList(_keyframes: keyframe._keyframes)
    }

    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(_keyframes: parts.flatMap(\._keyframes))
    }

    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> {
        part ?? _KeyframeList(_keyframes: [])
    }

    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }

    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }

    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(_keyframes: parts.flatMap(\._keyframes))
    }
}
