/// SwiftUI's `KeyframeAnimator`: content made from a value that keyframes
/// move, at every frame while they play. With a trigger they play once
/// each time it changes, from the value the last run ended at; without
/// one they play from the start, over and over where `repeating`.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: _PrimitiveView where KeyframePath.Value == Value {
    private let initialValue: Value
    private let trigger: AnyTrigger?
    private let repeating: Bool
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframePath

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = AnyTrigger(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let first = timeline(from: initialValue)
        for problem in first.problems { context.warnOnce(about: problem, problem) }
        let clock = id.child(-4), duration = first.duration
        let value: Value
        if let trigger {
            let run = context.runs(of: trigger, at: id)
            // A run starts where the one before it ended.
            let shown = run > 1 ? timeline(from: first.value(time: duration)) : first
            value = run == 0 ? initialValue
                : shown.value(time: context.clock(at: clock, run: run, duration: duration, animation: .linear(duration: duration)))
        } else {
            let once = Animation.linear(duration: duration)
            let time = context.clock(at: clock, run: 0, duration: duration,
                                     animation: repeating ? once.repeatForever(autoreverses: false) : once)
            value = first.value(time: time)
        }
        return content(value)._resolve(in: &context, at: id.child(0))
    }

    private func timeline(from start: Value) -> KeyframeTimeline<Value> {
        KeyframeTimeline(initialValue: start) { keyframes(start) }
    }
}

/// Any `Equatable` value as one type, compared by its own `==`.
struct AnyTrigger: Equatable {
    private let value: any Equatable
    private let isEqual: (any Equatable) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    static func == (a: AnyTrigger, b: AnyTrigger) -> Bool { a.isEqual(b.value) }
}

extension View {
    public func keyframeAnimator<Value, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                         content: { content(PlaceholderContentView(self), $0) }, keyframes: keyframes)
    }

    public func keyframeAnimator<Value, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                         content: { content(PlaceholderContentView(self), $0) }, keyframes: keyframes)
    }
}
