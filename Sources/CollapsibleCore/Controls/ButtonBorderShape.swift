/// SwiftUI's `ButtonBorderShape`: the outline of a bordered button.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: Double?)
    }

    let kind: Kind

    /// iOS's: a rounded rectangle whose corners follow the control size.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// The outline for a button of `size`.
    func shape(for size: ControlSize) -> AnyShape {
        switch kind {
        case .capsule: AnyShape(Capsule())
        case .circle: AnyShape(Circle())
        case .roundedRectangle(let radius?): AnyShape(RoundedRectangle(cornerRadius: radius))
        case .automatic, .roundedRectangle(nil): AnyShape(RoundedRectangle(cornerRadius: ButtonMetrics(size).cornerRadius))
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ButtonBorderShape>> {
        environment(\.buttonBorderShape, shape)
    }
}
