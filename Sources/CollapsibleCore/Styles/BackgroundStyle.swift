/// SwiftUI's `BackgroundStyle`: the background in force, iOS's system
/// backgrounds, whose levels are its secondary and tertiary ones.
public struct BackgroundStyle: ShapeStyle {
    public init() {}

    public func _paint(in environment: EnvironmentValues) -> Paint { _paint(in: environment, level: 0) }

    public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
        switch level {
        case ...0: .color(Color(.systemBackground))
        case 1: .color(Color(.secondarySystemBackground))
        default: .color(Color(.tertiarySystemBackground))
        }
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
