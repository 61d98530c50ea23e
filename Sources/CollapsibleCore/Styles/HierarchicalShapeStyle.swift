/// SwiftUI's `HierarchicalShapeStyle`: a level of the foreground style in
/// force, `.primary` the style itself and each level after it fainter.
/// Where the views around set no foreground, the levels are iOS's label
/// colours.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    public func _paint(in environment: EnvironmentValues) -> Paint { environment.foregroundPaint(level: level) }

    public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
        environment.foregroundPaint(level: self.level + level)
    }

    /// SwiftUI's opacity of a level of a style of one's own: the style
    /// itself, then a half, a quarter, and 0.18 from the fourth level on.
    static func opacity(ofLevel level: Int) -> Double {
        switch level {
        case ...0: 1
        case 1: 0.5
        case 2: 0.25
        default: 0.18
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
