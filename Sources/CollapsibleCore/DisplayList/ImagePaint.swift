/// How an image fills its frame in a display list: its picture, the colour
/// a template's shape is filled with, and how a size other than its own is
/// filled.
public struct ImagePaint: Equatable, Sendable {
    /// nil where there is no picture to draw: the painter draws the placeholder.
    public var source: ImageSource?
    /// Whether the picture's alpha alone shows, filled with `color`.
    public var isTemplate: Bool
    /// The foreground colour: a template's, and the placeholder's.
    public var color: Color
    /// Whether the middle repeats at the picture's natural size, where it
    /// would stretch over the frame.
    public var tiles: Bool
    /// The border, in points, that keeps its size while the middle
    /// stretches or tiles.
    public var capInsets: EdgeInsets
    public var interpolation: Image.Interpolation
    public var isAntialiased: Bool

    public init(source: ImageSource?, isTemplate: Bool, color: Color, tiles: Bool = false, capInsets: EdgeInsets = EdgeInsets(),
                interpolation: Image.Interpolation = .low, isAntialiased: Bool = true) {
        self.source = source
        self.isTemplate = isTemplate
        self.color = color
        self.tiles = tiles
        self.capInsets = capInsets
        self.interpolation = interpolation
        self.isAntialiased = isAntialiased
    }

    func resolved(in scheme: ColorScheme) -> ImagePaint {
        var copy = self
        copy.color = color.resolved(in: scheme)
        return copy
    }
}
