import CCairo
import CollapsibleCore

/// The cairo calls of one frame, in SwiftUI's order: the window's background, then each item
/// over the ones before, as SwiftUI draws them one by one (a fill, a stroke, a label; a pixel
/// that two strokes each half cover is darkened by both). A clip decides what is touched, as
/// in GTK's own drawing; a group's opacity is cairo's group, its shadow a mask beneath it, its
/// transform and clip cairo's own, its blur the shadows' Gaussian over a surface of its own.
struct FramePainting {
    private let cr: OpaquePointer
    private let list: DeviceList
    /// The shadow groups' masks, in the order the groups come.
    private let masks: [ShadowMask?]
    /// The rectangle of the clip being painted, and so the part of each mask drawn.
    private let part: Int
    /// The device pixels of that rectangle.
    private let box: DeviceRect
    /// All the frame's device pixels, in the coordinates of the items drawn: what an image of
    /// the painter's own spans, so that it is the same in every part of the frame.
    private let frame: DeviceRect
    private var nextMask = 0

    /// Paints the rectangles of `clip` of `list`, every pixel in them; `curvesWhole` when each
    /// holds whole every curve it meets, as those of `changes(since:)` do.
    static func paint(_ list: DeviceList, clip: [DeviceRect], curvesWhole: Bool, on cr: OpaquePointer) throws(PainterError) {
        let masks = try ShadowMask.masks(for: list.items, in: list, clip: clip, of: list.bounds)
        guard !curvesWhole || clip.count == 1 || !masks.isEmpty else { return try paint(list, boxes: clip, on: cr) }
        // One box at a time: cairo rasterises a stroke under one box as under none, not under several.
        for (index, rect) in clip.enumerated() {
            cairo_save(cr)
            rect.addRectangle(on: cr)
            cairo_clip(cr)
            cairo_set_source_rgba(cr, list.background.red, list.background.green, list.background.blue, list.background.opacity)
            cairo_paint(cr)
            var painting = FramePainting(cr: cr, list: list, masks: masks, part: index, box: rect, frame: list.bounds)
            try painting.draw(list.items)
            cairo_restore(cr)
        }
    }

    /// Draws `items` over what `cr` holds, where they touch the device pixels `box` of `frame`:
    /// a group's alpha, to be blurred for its shadow, or a group in pixels of its own.
    static func draw(_ items: [DeviceItem], in list: DeviceList, clip box: DeviceRect, of frame: DeviceRect,
                     on cr: OpaquePointer) throws(PainterError) {
        let masks = try ShadowMask.masks(for: items, in: list, clip: [box], of: frame)
        var painting = FramePainting(cr: cr, list: list, masks: masks, part: 0, box: box, frame: frame)
        try painting.draw(items)
    }

    init(cr: OpaquePointer, list: DeviceList, masks: [ShadowMask?], part: Int, box: DeviceRect, frame: DeviceRect) {
        (self.cr, self.list, self.masks, self.part, self.box, self.frame) = (cr, list, masks, part, box, frame)
    }

    /// Whether `bounds` may touch a pixel of the box. A shape or a label that touches none is
    /// left out: cairo would clip all of it away, but only after building its outline or its
    /// glyphs, and a partial repaint cuts the frame into small boxes.
    private func reaches(_ bounds: Rect?) -> Bool {
        Self.reaches(bounds, box)
    }

    static func reaches(_ bounds: Rect?, _ box: DeviceRect) -> Bool {
        guard let bounds else { return false }
        // The whole pixels of the bounds grown by the slack meet the box.
        let slack = DeviceItem.slack
        return bounds.minX - slack < Double(box.maxX) && bounds.maxX + slack > Double(box.x)
            && bounds.minY - slack < Double(box.maxY) && bounds.maxY + slack > Double(box.y)
    }

    mutating func draw(_ items: [DeviceItem]) throws(PainterError) {
        for index in items.indices {
            // A box of a partial repaint holds few of the items: those that draw nothing outside
            // it are passed over by their bounds, before anything of them is copied.
            if items[index].isDrawnWhereItReaches, !reaches(items[index].bounds) { continue }
            let item = items[index]
            switch item.content {
            case .shape(let shape):
                if let backdrop = shape.backdrop {
                    try backdrop.paint(shape, on: cr, keeping: list.backdrops)
                } else {
                    shape.draw(on: cr, through: list.coverages)
                }
            case .label(let label):
                label?.show(on: cr)
            case .picture(let picture):
                picture.draw(on: cr)
            case .paths(let paths):
                paths.draw(on: cr, where: { reaches($0) })
            case .opacity(let opacity, let children):
                pushGroup(reaching: item.bounds)
                try draw(children)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
                cairo_restore(cr)
            case .shadow(let group, let children):
                let mask = masks[nextMask]?.parts[part]
                nextMask += 1
                // A shadow laid by another mode meets the group's own pixels alone, the two drawn
                // as one, unless it asks to be laid in the layer apart.
                let isolated = group.laying != .by(CAIRO_OPERATOR_OVER) && !group.options.contains(.disablesGroup)
                if isolated { pushGroup(reaching: item.bounds) }
                if !group.options.contains(.shadowAbove) { try group.draw(mask, on: cr) }
                if group.options.contains(.shadowOnly) {
                    // Drawn where nothing shows, for the masks of the shadows among them.
                    cairo_push_group(cr)
                    try draw(children)
                    cairo_pattern_destroy(cairo_pop_group(cr))
                } else {
                    try draw(children)
                }
                if group.options.contains(.shadowAbove) { try group.draw(mask, on: cr) }
                if isolated {
                    cairo_pop_group_to_source(cr)
                    cairo_paint(cr)
                    cairo_restore(cr)
                }
            case .transform(let transform, let children):
                try transform?.draw(children, in: list, clip: box, of: frame, on: cr)
            case .clip(let outline, let children):
                // Drawn even where clipped away, for the masks of the shadows among them.
                cairo_save(cr)
                outline.clip(on: cr)
                try draw(children)
                cairo_restore(cr)
            case .blur(let blur, let children):
                try blur.draw(children, in: list, clip: box, of: frame, on: cr)
            case .composited(let compositing, let children):
                try compositing.draw(children, in: list, clip: box, of: frame, on: cr)
            }
        }
    }
}

extension FramePainting {
    /// Starts a group that holds the pixels of `bounds` alone, under a clip that the matching
    /// `cairo_restore` lifts: cairo makes a group as large as the clip, and the box painted may
    /// be the whole window while the group covers a corner of it.
    private func pushGroup(reaching bounds: Rect?) {
        cairo_save(cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        // In device pixels, whatever the transforms around: the slack is a pixel's anti-aliasing.
        let reach = bounds.map { DeviceTransform.map($0, through: matrix).insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack).pixels }
            ?? DeviceRect(x: 0, y: 0, width: 0, height: 0)
        cairo_identity_matrix(cr)
        reach.addRectangle(on: cr)
        cairo_set_matrix(cr, &matrix)
        cairo_clip(cr)
        cairo_push_group(cr)
    }
}

extension DeviceItem {
    /// Whether it draws only where its bounds reach: not a group drawn everywhere for the masks
    /// of the shadows among its items.
    fileprivate var isDrawnWhereItReaches: Bool {
        switch content {
        case .shape, .label, .picture, .paths, .transform, .blur, .composited: true
        case .opacity, .shadow, .clip: false
        }
    }
}
