/// SwiftUI's `DatePickerStyle`: how a date picker draws. As in SwiftUI,
/// the styles are the framework's own.
public protocol DatePickerStyle {
    var _kind: _DatePickerKind { get }
}

/// What a date picker style draws: capsules that open a calendar, or the
/// calendar in place.
public enum _DatePickerKind: Sendable {
    case compact, graphical
}

/// iOS's choice: compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerKind { .compact }
}

/// The label, then the date and the time each in a grey capsule, which
/// opens the calendar, or the hour and minute, in a popover.
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerKind { .compact }
}

/// The month's calendar in place, the chosen day in a tinted circle.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerKind { .graphical }
}

/// iOS's wheels, which a pointer and a keyboard do not turn: compact here.
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerKind { .compact }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = _DatePickerKind.compact
}

extension EnvironmentValues {
    var datePickerStyle: _DatePickerKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// How the date pickers inside draw.
    public func datePickerStyle<Style: DatePickerStyle>(_ style: Style) -> some View {
        environment(\.datePickerStyle, style._kind)
    }
}
