extension Image {
    /// SwiftUI's `Image.Scale`: how large a symbol is beside text of its font.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// A symbol's height in points per point of the font's size: the
        /// diameter SwiftUI gives `circle.fill` at each scale, in the
        /// regular weight, the measure SF Symbols are sized to.
        var symbolHeight: Double {
            switch self {
            case .small: 0.7886
            case .medium: 0.9961
            case .large: 1.272
            }
        }
    }
}

extension EnvironmentValues {
    /// The scale of the symbols inside, `medium` unless told.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

extension View {
    /// The symbols inside drawn small, medium or large beside their text.
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Image.Scale>> {
        environment(\.imageScale, scale)
    }
}
