/// SwiftUI's `AnyShapeStyle`: any style, its type hidden, so that styles
/// of different types can be chosen between.
public struct AnyShapeStyle: ShapeStyle {
    private let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }

    public func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment) }

    public func _paint(in environment: EnvironmentValues, level: Int) -> Paint { base._paint(in: environment, level: level) }

    /// Whether `other` is the same style: equal where its type can say so,
    /// else the same bytes, as the environment's values are compared.
    func isSame(as other: AnyShapeStyle) -> Bool { ValueComparison.same(base, other.base) }
}
