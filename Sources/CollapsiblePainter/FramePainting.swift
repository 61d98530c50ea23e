import CCairo
import CollapsibleCore

/// The cairo calls of one frame, in the order SwiftUI composites it: the
/// window's background, the band, the row's shadow, then item after item
/// its fill, stroke and label. A clip decides what is touched, as in GTK's
/// own drawing; the calls are the same for every frame.
///
/// Items that touch, as collapsed ones do, are drawn as one: their fills,
/// their strokes as one path, then their labels, each clipped to what the
/// later items leave of it. Stroked one by one, a pixel that two abutting
/// strokes each half cover would be darkened twice, to 75 % instead of the
/// shape's own 50 % or 100 %. HStack items never overlap, so no later fill
/// hides a part of an earlier stroke that the later stroke leaves.
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
        let runs = scene.runs
        for run in runs {
            for item in scene.items[run] {
                guard let fill = item.fill else { continue }
                setSource(fill, on: cr)
                addRectangle(item.frame, to: cr)
                cairo_fill(cr)
            }
            if let stroke = scene.items[run.lowerBound].stroke, stroke.lineWidth > 0 {
                setSource(stroke.color, on: cr)
                cairo_set_line_width(cr, stroke.lineWidth)
                for item in scene.items[run] { addRectangle(item.frame, to: cr) }
                cairo_stroke(cr)
            }
            for index in run {
                guard let label = scene.items[index].label else { continue }
                cairo_save(cr)
                for cover in scene.covers(of: index, runs: runs) {
                    // A box around both one way round, the cover the other:
                    // the winding rule leaves the box less the cover.
                    addRectangle(label.ink.union(cover).insetBy(dx: -2, dy: -2), to: cr)
                    cairo_move_to(cr, cover.minX, cover.minY)
                    cairo_rel_line_to(cr, 0, cover.height)
                    cairo_rel_line_to(cr, cover.width, 0)
                    cairo_rel_line_to(cr, 0, -cover.height)
                    cairo_close_path(cr)
                    cairo_clip(cr)
                }
                show(label, on: cr)
                cairo_restore(cr)
            }
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
