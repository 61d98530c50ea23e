/// SwiftUI's `AnyGradient`, as `Color.gradient` gives it: the colour a
/// little lighter at the top, down to the colour itself at the bottom; and
/// a `Gradient` used as a style, which runs from top to bottom as well.
public struct AnyGradient: ShapeStyle {
    var gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(gradient, startPoint: .top, endPoint: .bottom)
    }
}

extension Gradient: ShapeStyle {
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(self, startPoint: .top, endPoint: .bottom)
    }
}

extension Color {
    /// How much of white the top of the gradient mixes in.
    private static let gradientLightening = 0.15

    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mixed(with: .white, by: Self.gradientLightening), self]))
    }
}
