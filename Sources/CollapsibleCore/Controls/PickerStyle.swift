/// SwiftUI's `PickerStyle`: how a picker draws its options. As in
/// SwiftUI, the styles are the framework's own.
public protocol PickerStyle {
    var _kind: _PickerKind { get }
}

/// What a picker style draws: a menu of the options, a row of segments,
/// or the options as rows of their own.
public enum _PickerKind: Sendable {
    case menu, segmented, inline
}

/// iOS's choice: a menu.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerKind { .menu }
}

/// The label, then the chosen option in the tint with up and down
/// chevrons, which opens a menu of the options, the chosen one ticked.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerKind { .menu }
}

/// iOS's segmented control: the options side by side in equal segments.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerKind { .segmented }
}

/// The options as rows under the label, the chosen one ticked.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerKind { .inline }
}

/// iOS's wheel, which a pointer and a keyboard do not turn: a menu here.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerKind { .menu }
}

/// In a `Form`, iOS pushes a screen of the options; here it opens the menu
/// of them in place.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerKind { .menu }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = _PickerKind.menu
}

extension EnvironmentValues {
    var pickerStyle: _PickerKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// How the pickers inside draw their options.
    public func pickerStyle<Style: PickerStyle>(_ style: Style) -> some View {
        environment(\.pickerStyle, style._kind)
    }
}
