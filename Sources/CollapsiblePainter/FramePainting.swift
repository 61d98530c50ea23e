import CCairo
import CollapsibleCore

/// The cairo calls of one frame, in SwiftUI's order: background, band, shadow, then each item,
/// its fill, stroke and label, over the ones before; a clip decides what is touched, as in GTK's
/// own drawing. cairo blends each shape's coverage in turn, so a pixel that two touching strokes
/// each half cover would be darkened twice (75 % for the shapes' 50 %): the strokes of items that
/// touch are one path, drawn once. Where the items do not overlap, the picture is the same: the
/// later stroke covers, in the same colour, all of the earlier one its fill would hide, and a
/// label is clipped out of the later items, which SwiftUI draws over it.
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
            var end = start + 1
            while end < scene.items.count, scene.items[end].strokesWith(scene.items[end - 1]) { end += 1 }
            let run = scene.items[start..<end]
            for item in run { if let color = item.fill { fill(item.frame, color, on: cr) } }
            if let stroke = run.first?.stroke, stroke.lineWidth > 0 {
                setSource(stroke.color, on: cr)
                cairo_set_line_width(cr, stroke.lineWidth)
                for item in run { cairo_rectangle(cr, item.frame.x, item.frame.y, item.frame.width, item.frame.height) }
                cairo_stroke(cr)
            }
            for (index, item) in zip(run.indices, run) {
                guard let label = item.label else { continue }
                cairo_save(cr)
                for later in run[(index + 1)...] where later.solidBounds.overlaps(label.ink.insetBy(dx: -1, dy: -1)) {
                    let hidden = later.solidBounds
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                    cairo_rectangle(cr, 0, 0, Double(scene.width), Double(scene.height))
                    cairo_rectangle(cr, hidden.x, hidden.y, hidden.width, hidden.height)
                    cairo_clip(cr)
                }
                show(label, on: cr)
                cairo_restore(cr)
            }
            start = end
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
