import CollapsibleCore

extension Painter: TextMeasuring {
    /// Measured with the layouts of the scale drawn last, which then draw
    /// the text: unhinted, their sizes are the same at every scale, in
    /// logical pixels.
    public func size(of text: StyledText, width: Double?, height: Double?) -> Size {
        let layout = textSetter.layout(text, width: width, height: height), scale = textSetter.scale
        return Size(width: layout.box.width / scale, height: layout.box.height / scale)
    }

    /// Pango's own baselines, from the top of the box the size measures.
    public func baselines(of text: StyledText, width: Double?, height: Double?) -> (first: Double, last: Double) {
        let layout = textSetter.layout(text, width: width, height: height), scale = textSetter.scale
        let baselines = layout.baselines
        return (baselines.first / scale, baselines.last / scale)
    }

    /// A line of the font as Pango sets it: its baseline and height, and
    /// the ink of a capital. Pango's lines hold no gap between them.
    public func lineMetrics(of font: Font) -> TextLineMetrics {
        let layout = textSetter.layout(StyledText("H", font: font), width: nil, height: nil), scale = textSetter.scale
        let ascent = layout.baselines.first / scale
        return TextLineMetrics(ascent: ascent, descent: max(layout.box.height / scale - ascent, 0), leading: 0,
                               capHeight: (layout.ink?.height ?? 0) / scale)
    }

    public func geometry(of text: StyledText, in frame: Rect) -> TextGeometry {
        let layout = textSetter.layout(text, in: Size(width: frame.width, height: frame.height)), scale = textSetter.scale
        let origin = Point(x: frame.midX * scale - layout.box.midX, y: frame.midY * scale - layout.box.midY)
        return layout.geometry(characters: text.string.unicodeScalars.count, origin: origin, scale: scale)
    }
}
