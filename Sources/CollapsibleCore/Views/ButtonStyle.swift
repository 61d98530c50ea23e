/// SwiftUI's `ButtonStyle`: how every button inside draws its label,
/// pressed or not.
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a button style is given: the button's label and whether it is pressed.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view of its own.
    public typealias Label = _StyleLabel

    public let label: Label
    public let isPressed: Bool
    /// What the button does, where its label says it: cancel, destroy.
    public var role: ButtonRole? = nil
}

/// iOS's button with no border: its label in the tint, the accent colour
/// unless `tint(_:)` says otherwise, which dims while the button is pressed.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.tint)
            .opacity(configuration.isPressed ? 0.2 : 1)
    }
}

/// The button style in force, of either kind: the nearest set wins.
enum ButtonStyling {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

extension EnvironmentValues {
    var buttonStyling: ButtonStyling {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyling { .style(DefaultButtonStyle()) }
}

extension View {
    /// The style of the buttons inside.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyling, .style(style))
    }

    /// The style of the buttons inside, which makes what takes their taps.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyling, .primitive(style))
    }
}
