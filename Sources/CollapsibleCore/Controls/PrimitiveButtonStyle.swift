/// SwiftUI's `PrimitiveButtonStyle`: a button style that makes what takes
/// the button's tap itself, and runs the button's action with
/// `configuration.trigger()` when it sees fit.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style is handed: the button's label and role,
/// and its action.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label

    public let label: Label
    public let role: ButtonRole?
    /// What a tap on the button does, which the framework's styles take
    /// their taps with.
    let tap: TapAction

    /// Runs the button's action.
    public func trigger() { tap.perform?() }
}
