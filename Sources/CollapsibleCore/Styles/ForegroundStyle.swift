/// SwiftUI's `ForegroundStyle`: the foreground in force where it paints,
/// what a shape is filled with and a text drawn in when nothing says
/// otherwise.
public struct ForegroundStyle: ShapeStyle {
    public init() {}

    public func _paint(in environment: EnvironmentValues) -> Paint { environment.foregroundPaint(level: 0) }

    public func _paint(in environment: EnvironmentValues, level: Int) -> Paint { environment.foregroundPaint(level: level) }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
