import CollapsibleCore

extension Painter: TextMeasuring {
    /// Measured with the fonts of the scale drawn last, which draw the label: unhinted, their
    /// metrics are the same at every scale, in logical pixels.
    public func size(of string: String, in font: Font) -> Size {
        let scale = fonts.scale
        guard let face = fonts.font(font, scale: scale), let shape = face.shape(string) else { return Size(width: 0, height: 0) }
        return Size(width: shape.advance / scale, height: face.lineHeight / scale)
    }
}
