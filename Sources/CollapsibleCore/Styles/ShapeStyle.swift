/// SwiftUI's `ShapeStyle`: what a shape is filled or stroked with and a
/// text is drawn in. A style becomes a `Paint` in the environment of the
/// view it paints, when the views are evaluated: the foreground it stands
/// for, the tint, the colours of a gradient; the colour scheme is applied
/// later, when the display list is made.
public protocol ShapeStyle: Sendable {
    /// What it paints with in `environment`.
    func _paint(in environment: EnvironmentValues) -> Paint

    /// What its `level`-th level paints with: 0 is the style itself, 1 its
    /// `secondary`, and so on.
    func _paint(in environment: EnvironmentValues, level: Int) -> Paint
}

extension ShapeStyle {
    public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
        _paint(in: environment).opacity(HierarchicalShapeStyle.opacity(ofLevel: level))
    }

    /// The style at `opacity` of its opacity, as SwiftUI's `opacity(_:)` on any style.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }

    /// The style's second level, as `.secondary` is the foreground's.
    public var secondary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 1) }
    public var tertiary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 2) }
    public var quaternary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 3) }
    public var quinary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 4) }
}

/// `opacity(_:)` on a style: every colour it paints with more transparent.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    var base: Base
    var opacity: Double

    public func _paint(in environment: EnvironmentValues) -> Paint {
        base._paint(in: environment).opacity(opacity.isFinite ? min(max(opacity, 0), 1) : 1)
    }
}

/// One level of a style, as `.background.secondary` is the background's.
public struct _ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle {
    var base: Base
    var level: Int

    public func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment, level: level) }
}

extension Color: ShapeStyle {
    public func _paint(in environment: EnvironmentValues) -> Paint { .color(self) }
}

extension ShapeStyle where Self == Color {
    // SwiftUI's colours, where a style is asked for: `.fill(.red)`.
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}
