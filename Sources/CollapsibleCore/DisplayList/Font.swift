/// SwiftUI's `Font`: a face and a size. The system font is SwiftUI's SF Pro,
/// which the host sets in the closest face it has; a custom one names a
/// family, which falls back as the host's fonts do when it is missing.
public struct Font: Hashable, Sendable {
    /// In points.
    public var size: Double
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// Digits as wide as each other (OpenType's `tnum`), so that a counting
    /// label keeps its width.
    public var hasMonospacedDigits: Bool
    /// The family of `custom(_:size:)`; nil for the system font.
    public var family: String?

    private init(size: Double, weight: Weight = .regular, design: Design = .default, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.family = family
        isItalic = false
        hasMonospacedDigits = false
    }

    /// OpenType's weight classes, 100 to 900, as fontconfig and Pango weigh
    /// a face; SwiftUI's names for them.
    public struct Weight: Hashable, Sendable {
        public let weightClass: Int

        public static let ultraLight = Weight(weightClass: 100)
        public static let thin = Weight(weightClass: 200)
        public static let light = Weight(weightClass: 300)
        public static let regular = Weight(weightClass: 400)
        public static let medium = Weight(weightClass: 500)
        public static let semibold = Weight(weightClass: 600)
        public static let bold = Weight(weightClass: 700)
        public static let heavy = Weight(weightClass: 800)
        public static let black = Weight(weightClass: 900)
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// iOS's text styles, each at its size and weight at the default
    /// (Large) Dynamic Type size.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var size: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(size: style.size, weight: style.weight, design: design)
    }

    /// A family by name, at `size` points, in its regular face.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: size, family: name)
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    /// What a `Text` is set in unless told otherwise, as on iOS.
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The monospaced design of the font, as code is set.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    public func monospacedDigit() -> Font {
        var copy = self
        copy.hasMonospacedDigits = true
        return copy
    }
}
