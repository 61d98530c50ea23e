/// SwiftUI's `GaugeStyle`: how a gauge draws its value and its labels.
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style is handed: the value's place in the range, from 0
/// to 1, and the gauge's labels.
public struct GaugeStyleConfiguration {
    public typealias Label = _StyleLabel
    public typealias CurrentValueLabel = _StyleLabel
    public typealias MinimumValueLabel = _StyleLabel
    public typealias MaximumValueLabel = _StyleLabel

    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// iOS's gauge where none is set: the label above a bar 4 points high
/// filled in the tint, the bounds' labels at its ends, the current value's
/// label under it in the secondary colour.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption) }
                ProgressBar(fraction: configuration.value)
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption) }
            }
            if let current = configuration.currentValueLabel { current.font(.caption).foregroundStyle(.secondary) }
        }
    }
}

/// The circular gauge of a widget: a ring 6 points wide open at the
/// bottom, three quarters of a turn in systemFill, a dot ringed in white
/// at the value's place, the current value's label in the middle and the
/// bounds' labels in the opening; 58 points across.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().trim(from: 0, to: 0.75)
                .stroke(Color(.systemFill), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(135))
            Circle().fill(.tint)
                .overlay(Circle().stroke(Color.white, lineWidth: 2))
                .frame(width: 8, height: 8)
                .offset(y: -26)
                .rotationEffect(.degrees(-135 + 270 * configuration.value))
            if let current = configuration.currentValueLabel { current.font(.headline) } else { configuration.label.font(.caption) }
            HStack {
                if let minimum = configuration.minimumValueLabel { minimum }
                Spacer(minLength: 0)
                if let maximum = configuration.maximumValueLabel { maximum }
            }
            .font(.caption2)
            .padding(.horizontal, 8)
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(width: 58, height: 58)
    }
}

/// The circular capacity gauge of a widget: a full ring 6 points wide in
/// systemFill, filled in the tint from the top clockwise for the value,
/// the current value's label in the middle; 58 points across.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color(.systemFill), lineWidth: 6)
            Circle().trim(from: 0, to: configuration.value)
                .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
            if let current = configuration.currentValueLabel { current.font(.headline) } else { configuration.label.font(.caption) }
        }
        .frame(width: 58, height: 58)
    }
}

/// iOS's choice: the linear capacity gauge.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// The style in force, erased so that the environment can hold any.
struct AnyGaugeStyle {
    private let make: (GaugeStyleConfiguration) -> AnyView

    init<Style: GaugeStyle>(_ style: Style) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: GaugeStyleConfiguration) -> AnyView { make(configuration) }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle { AnyGaugeStyle(DefaultGaugeStyle()) }
}

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// How the gauges inside draw themselves.
    public func gaugeStyle<Style: GaugeStyle>(_ style: Style) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}
