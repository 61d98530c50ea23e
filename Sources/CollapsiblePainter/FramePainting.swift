import CCairo
import CollapsibleCore

/// The cairo calls of one frame, in SwiftUI's order: background, band, shadow, then the items
/// each over the ones before; a clip decides what is touched, as in GTK's own drawing. Items
/// are filled and labelled in turn, so that a label reaching past its item goes under the later
/// ones, then those that share a stroke are stroked as one path: one by one, a pixel that two
/// touching strokes each half cover would be darkened twice (75 % for the shapes' 50 % or 100 %).
/// HStack items never overlap, so a later stroke covers, in the same colour, all of an earlier
/// one that its fill would hide: the picture is that of item after item.
enum FramePainting {
    static func paint(_ scene: DeviceScene, shadow mask: ShadowMask?, clip: [DeviceRect], on cr: OpaquePointer) {
        // One box at a time: cairo rasterises a stroke under one box as under none, not under several.
        for (index, rect) in clip.enumerated() {
            cairo_save(cr)
            cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
            cairo_clip(cr)
            setSource(scene.background, on: cr)
            cairo_paint(cr)
            if let band = scene.band { fill(band.frame, band.color, on: cr) }
            if let part = mask?.parts[index], let shadow = scene.shadow {
                setSource(shadow.color, on: cr)
                cairo_mask_surface(cr, part.surface, Double(part.x), Double(part.y))
            }
            drawItems(scene, on: cr)
            cairo_restore(cr)
        }
    }

    static func drawItems(_ scene: DeviceScene, on cr: OpaquePointer) {
        var start = 0
        while start < scene.items.count {
            let stroke = scene.items[start].stroke
            let run = scene.items[start..<(scene.items[start...].firstIndex { $0.stroke != stroke } ?? scene.items.count)]
            for item in run {
                if let color = item.fill { fill(item.frame, color, on: cr) }
                if let label = item.label { show(label, on: cr) }
            }
            if let stroke, stroke.lineWidth > 0 {
                setSource(stroke.color, on: cr)
                cairo_set_line_width(cr, stroke.lineWidth)
                for item in run { cairo_rectangle(cr, item.frame.x, item.frame.y, item.frame.width, item.frame.height) }
                cairo_stroke(cr)
            }
            start = run.endIndex
        }
    }

    static func show(_ label: DeviceScene.Label, on cr: OpaquePointer) {
        setSource(label.color, on: cr)
        cairo_set_scaled_font(cr, label.font.raw)
        label.glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }

    private static func fill(_ rect: Rect, _ color: Color, on cr: OpaquePointer) {
        setSource(color, on: cr)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(cr)
    }

    private static func setSource(_ color: Color, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }
}
