/// What iOS's on-screen keyboard makes of a field's text as it is typed,
/// accepted as a Mac accepts it: a desktop keyboard types what its keys
/// say, so these change nothing but what `autocorrectionDisabled` tells
/// the environment, as SwiftUI tells it.
extension View {
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }

    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }

    public func textContentType(_ textContentType: UITextContentType?) -> Self { self }

    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        environment(\.autocorrectionDisabled, disable)
    }
}

extension EnvironmentValues {
    /// Whether the fields inside leave their words uncorrected: always, here.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}
