import CollapsibleCore

/// The label fonts of the latest scale, one per family and size: a window's scale changes
/// seldom, and never back and forth. cairo caches the glyphs in each.
struct FontCache {
    private(set) var scale = 1.0
    private var fonts: [Font: LabelFont?] = [:]

    /// `font` at `scale`, nil when the face cannot be made; the fonts of another scale go.
    mutating func font(_ font: Font, scale: Double) -> LabelFont? {
        if scale != self.scale { (self.scale, fonts) = (scale, [:]) }
        if let known = fonts[font] { return known }
        let made = LabelFont(family: font.family, pixelSize: font.size * scale)
        fonts[font] = made
        return made
    }
}
