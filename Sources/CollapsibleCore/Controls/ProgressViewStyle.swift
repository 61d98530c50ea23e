/// SwiftUI's `ProgressViewStyle`: how a progress view draws its fraction
/// done, its label and its current value's label.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style is handed.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as a view of its own.
    public typealias Label = _StyleLabel
    /// What a progress view says of its value, as a view of its own.
    public typealias CurrentValueLabel = _StyleLabel

    /// From 0 to 1; nil where how far the task has gone is not known.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// iOS's bar: the label above, a track 4 points high in systemFill filled
/// in the tint up to the fraction done, the current value's label under
/// it in the secondary colour.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            ProgressBar(fraction: configuration.fractionCompleted ?? 0)
            if let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

/// iOS's spinner, whatever the value, with the label under it in the
/// secondary colour.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ProgressSpinner()
            if let label = configuration.label { label.foregroundStyle(.secondary) }
        }
    }
}

/// iOS's choice: a bar where the fraction done is known, else a spinner.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The style in force, erased so that the environment can hold any.
struct AnyProgressViewStyle {
    private let make: (ProgressViewStyleConfiguration) -> AnyView

    init<Style: ProgressViewStyle>(_ style: Style) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: ProgressViewStyleConfiguration) -> AnyView { make(configuration) }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// How the progress views inside draw themselves.
    public func progressViewStyle<Style: ProgressViewStyle>(_ style: Style) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}
