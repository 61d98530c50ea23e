import CCairo
import CollapsibleCore

/// The row's items as SwiftUI stacks them, each over the ones before it,
/// drawn so that shared edges come out as one shape.
///
/// In an HStack the items never overlap, so all fills, then all strokes,
/// give the same picture as item after item, except on the pixels where
/// two strokes meet: drawn one by one, a pixel half covered by each of two
/// touching strokes would be darkened twice (75 % instead of 50 %), and
/// adjacent strokes would not merge into one clean 3 px line. One path per
/// colour covers each pixel once. Labels keep the item order: a label that
/// reaches into a later item is clipped to what that item leaves visible.
enum ItemDrawing {
    static func draw(_ items: [DeviceScene.Item], in cr: OpaquePointer) {
        drawShapes(items, in: cr)
        for (index, item) in items.enumerated() {
            guard let label = item.label else { continue }
            let covering = DeviceScene.covering(items, label: index)
            if !covering.isEmpty {
                cairo_save(cr)
                for bounds in covering { clip(cr, outside: bounds, within: label.ink) }
            }
            setSource(label.color, in: cr)
            label.font.show(label.glyphs, in: cr)
            if !covering.isEmpty { cairo_restore(cr) }
        }
    }

    private static func drawShapes(_ items: [DeviceScene.Item], in cr: OpaquePointer) {
        for group in groups(of: items.indices.filter { items[$0].fill != nil }, by: { items[$0].fill! }) {
            setSource(group.key, in: cr)
            for index in group.members { addRectangle(items[index].frame, to: cr) }
            cairo_fill(cr)
        }
        let stroked = items.indices.filter { (items[$0].stroke?.lineWidth ?? 0) > 0 }
        for group in groups(of: stroked, by: { items[$0].stroke! }) {
            setSource(group.key.color, in: cr)
            cairo_set_line_width(cr, group.key.lineWidth)
            for index in group.members { addRectangle(items[index].frame, to: cr) }
            cairo_stroke(cr)
        }
    }

    private static func setSource(_ color: Color, in cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }

    private static func addRectangle(_ frame: Rect, to cr: OpaquePointer) {
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
    }

    /// Narrows the clip to the part of a box around `area` that `bounds`
    /// does not cover: the box one way round, `bounds` the other, so that
    /// the winding rule leaves the difference.
    private static func clip(_ cr: OpaquePointer, outside bounds: Rect, within area: Rect) {
        let box = area.union(bounds).insetBy(dx: -2, dy: -2)
        cairo_rectangle(cr, box.x, box.y, box.width, box.height)
        cairo_move_to(cr, bounds.minX, bounds.minY)
        cairo_line_to(cr, bounds.minX, bounds.maxY)
        cairo_line_to(cr, bounds.maxX, bounds.maxY)
        cairo_line_to(cr, bounds.maxX, bounds.minY)
        cairo_close_path(cr)
        cairo_clip(cr)
    }

    /// Indices grouped by a key, groups in the order their first member comes.
    private static func groups<Key: Equatable>(of indices: [Int], by key: (Int) -> Key) -> [(key: Key, members: [Int])] {
        var groups: [(key: Key, members: [Int])] = []
        for index in indices {
            let value = key(index)
            if let found = groups.firstIndex(where: { $0.key == value }) {
                groups[found].members.append(index)
            } else {
                groups.append((value, [index]))
            }
        }
        return groups
    }
}

extension Rect {
    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
