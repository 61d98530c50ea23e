import CCairo
import CollapsibleCore

/// A text's glyphs at their final device positions, and the box of their ink.
struct Label {
    var glyphs: [cairo_glyph_t]
    var font: LabelFont
    var color: Color
    var ink: Rect

    /// `text` with its ink, not its pen box, centred on `frame`, as SwiftUI centres a Text; nil
    /// when it draws no ink.
    init?(_ text: String, in font: LabelFont, color: Color, centredIn frame: Rect) {
        guard let shape = font.shape(text), let ink = shape.ink else { return nil }
        let dx = frame.midX - ink.midX, dy = frame.midY - ink.midY
        (self.font, self.color) = (font, color)
        glyphs = shape.glyphs.map { cairo_glyph_t(index: $0.index, x: $0.x + dx, y: $0.y + dy) }
        self.ink = Rect(x: ink.x + dx, y: ink.y + dy, width: ink.width, height: ink.height)
    }

    func show(on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        cairo_set_scaled_font(cr, font.raw)
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }
}
