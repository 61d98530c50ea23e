import CCairo
import CollapsibleCore

extension FramePainting {
    /// Paints the boxes `boxes` of `list`, every pixel in them, as one box at a time paints them,
    /// where each box holds whole every curve it meets (shapes that moved apart across the window)
    /// and the list has no shadow's mask to lay by parts (a group of its own makes those of the
    /// shadows it holds). The background is filled once under a clip of all the boxes, and the
    /// items drawn in runs: a filled curve that meets a box once, with no clip, since it touches
    /// no pixel outside that box, and cairo draws a shape under a box that holds it as under none;
    /// any other item under each box it reaches in turn.
    static func paint(_ list: DeviceList, boxes: [DeviceRect], on cr: OpaquePointer) throws(PainterError) {
        var grid = BoxGrid(area: list.area)
        for box in boxes { grid.insert(box) }
        cairo_save(cr)
        for box in boxes { box.addRectangle(on: cr) }
        cairo_clip(cr)
        cairo_set_source_rgba(cr, list.background.red, list.background.green, list.background.blue, list.background.opacity)
        cairo_paint(cr)
        cairo_restore(cr)
        let items = list.items
        var start = items.startIndex
        while start < items.endIndex {
            let whole = items[start].liesWithinABox
            var end = start + 1
            while end < items.endIndex, items[end].liesWithinABox == whole { end += 1 }
            var reached = Array(repeating: false, count: boxes.count), drawn: [Int] = []
            for index in start..<end {
                let bounds = items[index].bounds
                var met = false
                grid.visit(near: pixels(reachedBy: bounds)) { slot, box in
                    if reaches(bounds, box) { (reached[slot], met) = (true, true) }
                    return false
                }
                if met { drawn.append(index) }
            }
            if whole {
                for index in drawn {
                    guard case .shape(let shape) = items[index].content else { continue }
                    shape.draw(on: cr, through: list.coverages)
                }
            } else {
                let run = Array(items[start..<end])
                for index in reached.indices where reached[index] {
                    let box = boxes[index]
                    cairo_save(cr)
                    box.addRectangle(on: cr)
                    cairo_clip(cr)
                    var painting = FramePainting(cr: cr, list: list, masks: [], part: index, box: box, frame: list.bounds)
                    try painting.draw(run)
                    cairo_restore(cr)
                }
            }
            start = end
        }
    }

    /// The whole pixels that `bounds` may touch, the slack around them included.
    private static func pixels(reachedBy bounds: Rect?) -> DeviceRect {
        bounds?.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack).pixels ?? DeviceRect(x: 0, y: 0, width: 0, height: 0)
    }
}

extension DeviceItem {
    /// Whether it is a filled curve, which a box of `changes(since:)` that meets it holds whole.
    fileprivate var liesWithinABox: Bool {
        guard case .shape(let shape) = content, shape.backdrop == nil, case .fill = shape.paint else { return false }
        return !shape.isRectilinear
    }
}
