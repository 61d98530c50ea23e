/// SwiftUI's `Material`: what lies behind, blurred, under a tint of the
/// system's background, as iOS's system materials are: from ultra thin,
/// the faintest tint and the narrowest blur, to ultra thick, nearly opaque.
/// The tint is white in the light scheme and near black in the dark one.
/// The numbers are this framework's reading of iOS's look, which Apple
/// does not publish.
public struct Material: ShapeStyle {
    /// The blur's standard deviation, in points.
    let blurRadius: Double
    let lightOpacity: Double
    let darkOpacity: Double

    public static let ultraThinMaterial = Material(blurRadius: 10, lightOpacity: 0.35, darkOpacity: 0.4)
    public static let thinMaterial = Material(blurRadius: 12, lightOpacity: 0.5, darkOpacity: 0.55)
    public static let regularMaterial = Material(blurRadius: 15, lightOpacity: 0.65, darkOpacity: 0.7)
    public static let thickMaterial = Material(blurRadius: 17, lightOpacity: 0.78, darkOpacity: 0.8)
    public static let ultraThickMaterial = Material(blurRadius: 20, lightOpacity: 0.88, darkOpacity: 0.9)
    /// A toolbar's: the regular material.
    public static let bar = regularMaterial

    public func _paint(in environment: EnvironmentValues) -> Paint {
        .material(blurRadius: blurRadius, tint: Color(light: Color.white.opacity(lightOpacity),
                                                      dark: Color(28, 28, 30).opacity(darkOpacity)))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}
