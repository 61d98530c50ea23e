/// SwiftUI's `TextFieldStyle`: how the text fields inside look, set with
/// `textFieldStyle(_:)`. The framework's own styles are the kinds there are.
public protocol TextFieldStyle {
    var _border: _TextFieldBorder { get }
}

/// The looks a text field style picks from.
public enum _TextFieldBorder: Equatable, Sendable {
    /// The text alone, as iOS draws `.plain` and `.automatic`.
    case plain
    /// UITextField's rounded rectangle: a background, a hairline border,
    /// corners of 5 points, the text inset by 7.
    case roundedBorder

    var insets: EdgeInsets {
        switch self {
        case .plain: EdgeInsets()
        case .roundedBorder: EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)
        }
    }
}

extension EnvironmentValues {
    var textFieldStyle: _TextFieldBorder {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: _TextFieldBorder { .plain }
}

extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<_TextFieldBorder>> {
        environment(\.textFieldStyle, style._border)
    }
}
