import CCairo
import CollapsibleCore

/// The row's items as SwiftUI composites them: each item's fill, then its
/// stroke, then its label, and each item over the ones before it.
enum ItemDrawing {
    static func draw(_ items: [DeviceScene.Item], in cr: OpaquePointer) {
        for item in items {
            let frame = item.frame
            if let fill = item.fill {
                setSource(fill, in: cr)
                cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
                cairo_fill(cr)
            }
            if let stroke = item.stroke, stroke.lineWidth > 0 {
                setSource(stroke.color, in: cr)
                cairo_set_line_width(cr, stroke.lineWidth)
                cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
                cairo_stroke(cr)
            }
            if let label = item.label {
                setSource(label.color, in: cr)
                label.font.show(label.glyphs, in: cr)
            }
        }
    }

    static func setSource(_ color: Color, in cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }
}
