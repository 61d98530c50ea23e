extension Text {
    /// SwiftUI's `Text.Case`: the case `textCase(_:)` sets the texts inside in.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

extension EnvironmentValues {
    /// The case the texts inside are set in; nil, as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Sets the texts inside in `textCase`, as a grouped list's headers are in capitals.
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.Case?>> {
        environment(\.textCase, textCase)
    }
}

private struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}
