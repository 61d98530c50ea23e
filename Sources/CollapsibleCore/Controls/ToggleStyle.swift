/// SwiftUI's `ToggleStyle`: how a toggle draws its label and its state,
/// and what turns it over.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is handed: the toggle's label, and whether it is on,
/// which the style may set.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view of its own.
    public typealias Label = _StyleLabel

    public let label: Label
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values of which some are on.
    public var isMixed = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// iOS's toggle: the label, then the switch at the trailing end.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            _Switch(isOn: configuration.$isOn)
        }
    }
}

/// iOS's toggle as a button: its label in the tint on a pale rounded
/// ground of the tint while off, in white on the tint while on, as the
/// bordered and the bordered prominent buttons.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ToggleButton(configuration: configuration)
    }
}

/// A check box before the label: a rounded square 18 points across, an
/// outline in systemGray while off, filled in the tint with a white tick
/// while on; a check box to assistive tools.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ToggleCheckbox(configuration: configuration)
    }
}

/// The style a toggle takes where none is set: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// The style in force, erased so that the environment can hold any, with
/// the role its toggle has for assistive tools.
struct AnyToggleStyle {
    private let make: (ToggleStyleConfiguration) -> AnyView
    let role: AccessibilityRole

    init<Style: ToggleStyle>(_ style: Style) {
        make = { AnyView(style.makeBody(configuration: $0)) }
        role = style is CheckboxToggleStyle ? .checkBox : .toggleButton
    }

    func makeBody(configuration: ToggleStyleConfiguration) -> AnyView { make(configuration) }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { AnyToggleStyle(DefaultToggleStyle()) }
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// How the toggles inside draw themselves.
    public func toggleStyle<Style: ToggleStyle>(_ style: Style) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}
