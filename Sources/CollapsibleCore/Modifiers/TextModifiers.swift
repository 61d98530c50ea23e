/// The values of the environment that a `Text` reads besides its font and
/// colour, each set for all the texts inside by its modifier.
extension EnvironmentValues {
    /// At most this many lines, one at least; nil for as many as a text needs.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue.map { max($0, 1) } }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

extension View {
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
        environment(\.lineLimit, number)
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<TextAlignment>> {
        environment(\.multilineTextAlignment, alignment)
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.TruncationMode>> {
        environment(\.truncationMode, mode)
    }
}
