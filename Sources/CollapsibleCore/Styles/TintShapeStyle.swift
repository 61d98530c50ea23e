/// SwiftUI's `TintShapeStyle`: the tint in force, set by `tint(_:)`, the
/// accent colour where none is.
public struct TintShapeStyle: ShapeStyle {
    public init() {}

    public func _paint(in environment: EnvironmentValues) -> Paint { environment.tintPaint ?? .color(.accentColor) }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
