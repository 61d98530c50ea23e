/// `focused(_:)` and `focused(_:equals:)`: the field inside takes the
/// keyboard's focus when the state says so, and tells the state when it
/// takes the focus or loses it (see `FocusState`).
extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<FocusMark?>> {
        environment(\.focusMark, condition.marking(true))
    }

    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding,
                                         equals value: Value) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<FocusMark?>> {
        environment(\.focusMark, binding.marking(value))
    }
}

/// A field's link to a `FocusState`: whether the state names it now, and
/// how the field tells it that it took the focus or lost it.
public struct FocusMark {
    let holds: () -> Bool
    let set: (_ taken: Bool) -> Void
}

extension EnvironmentValues {
    var focusMark: FocusMark? {
        get { self[FocusMarkKey.self] }
        set { self[FocusMarkKey.self] = newValue }
    }
}

private struct FocusMarkKey: EnvironmentKey {
    static var defaultValue: FocusMark? { nil }
}
