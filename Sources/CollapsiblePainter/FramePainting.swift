import CCairo
import CollapsibleCore

/// The cairo calls of one frame, in the order SwiftUI composites it: the
/// window's background, the band, the row's shadow, then the items, each
/// over the ones before. A clip decides what is touched, as in GTK's own
/// drawing; the calls are the same for every frame.
///
/// Items are filled and labelled one after the other, so that a label
/// reaching past its item goes under the later ones; items that share a
/// stroke (all of them here) are then stroked as one path. Stroked one by
/// one, a pixel that two touching strokes each half cover would be
/// darkened twice, to 75 % instead of the shape's own 50 % or 100 %. HStack
/// items never overlap, so each later stroke covers whatever part of an
/// earlier one its fill would hide, in the same colour: the picture is
/// that of item after item.
enum FramePainting {
    static func paint(_ scene: DeviceScene, shadow mask: ShadowMask?, clip: [DeviceRect], on cr: OpaquePointer) {
        // One rectangle at a time: cairo rasterises a stroke under a clip of
        // one box as it does under none, not so under a region of several.
        for rect in clip {
            cairo_save(cr)
            cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
            cairo_clip(cr)
            setSource(scene.background, on: cr)
            cairo_paint(cr)
            if let band = scene.band {
                setSource(band.color, on: cr)
                addRectangle(band.frame, to: cr)
                cairo_fill(cr)
            }
            if let mask, let shadow = scene.shadow {
                setSource(shadow.color, on: cr)
                cairo_mask_surface(cr, mask.surface, Double(mask.origin.x), Double(mask.origin.y))
            }
            drawItems(scene, on: cr)
            cairo_restore(cr)
        }
    }

    static func drawItems(_ scene: DeviceScene, on cr: OpaquePointer) {
        var start = 0
        while start < scene.items.count {
            let stroke = scene.items[start].stroke
            let run = start..<(scene.items[start...].firstIndex { $0.stroke != stroke } ?? scene.items.count)
            for item in scene.items[run] {
                if let fill = item.fill {
                    setSource(fill, on: cr)
                    addRectangle(item.frame, to: cr)
                    cairo_fill(cr)
                }
                if let label = item.label { show(label, on: cr) }
            }
            if let stroke, stroke.lineWidth > 0 {
                setSource(stroke.color, on: cr)
                cairo_set_line_width(cr, stroke.lineWidth)
                for item in scene.items[run] { addRectangle(item.frame, to: cr) }
                cairo_stroke(cr)
            }
            start = run.upperBound
        }
    }

    static func show(_ label: DeviceScene.Label, on cr: OpaquePointer) {
        setSource(label.color, on: cr)
        label.font.show(label.glyphs, in: cr)
    }

    private static func setSource(_ color: Color, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }

    private static func addRectangle(_ frame: Rect, to cr: OpaquePointer) {
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
    }
}
