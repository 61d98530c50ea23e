/// How big a label is, for layout: the core knows no fonts, so the host
/// hands it whatever draws its text (the painter, with cairo's metrics).
public protocol TextMeasuring {
    /// `string` set in `font` on one line: its advance width and the font's
    /// line height, in logical pixels.
    func size(of string: String, in font: Font) -> Size
}
