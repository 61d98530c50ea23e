import CollapsibleCore

/// A value an assistive tool set on a view through AT-SPI's Value
/// interface, which the host sets as its user would.
public struct ValueSetting: Equatable, Sendable {
    public var view: ViewID
    public var value: Double
}
