/// iOS's bordered button: its label in the tint on a pale rounded ground
/// of the tint, red for a destructive one.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonChrome(configuration: configuration, look: .bordered) }
}

/// iOS's prominent button: its label in white, semibold, on the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonChrome(configuration: configuration, look: .prominent) }
}

/// iOS's button with no border: its label in the tint, dimmed while pressed.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonChrome(configuration: configuration, look: .borderless) }
}

/// The label as it is, dimmed while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonChrome(configuration: configuration, look: .plain) }
}

/// A link's look: the label in the tint, as a link is drawn in text.
public struct LinkButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonChrome(configuration: configuration, look: .borderless) }
}

/// The style a button takes where none is set: borderless.
public struct DefaultPrimitiveButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonChrome(configuration: configuration, look: .borderless) }
}

extension PrimitiveButtonStyle where Self == DefaultPrimitiveButtonStyle {
    public static var automatic: DefaultPrimitiveButtonStyle { DefaultPrimitiveButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}
