import CollapsibleCore

/// The labels composited straight into the pixels, giving the pixels cairo
/// gives when `ItemDrawing` shows them: label after label in item order,
/// each its `LabelMask` over what is there, but for the pixels that later
/// items hide.
///
/// `ItemDrawing` clips a label to a box around its ink minus the bounds of
/// the later items over it. cairo turns that clip into boxes in 24.8 fixed
/// point and, for glyphs, into the whole pixels those boxes touch: a pixel
/// is left out only when the bounds cover all of it, and a pixel they cover
/// in part is drawn whole. For items sharing one top and bottom edge, as
/// the rows `ItemRows` draws do, that is a set of rows and a set of columns.
enum LabelPainting {
    /// Draws the labels' pixels inside `region` over what the surface holds.
    /// The items share their vertical extent.
    static func paint(_ items: [DeviceScene.Item], region: DeviceRect, into surface: ImageSurface) {
        let data = surface.data
        for index in items.indices {
            guard let label = items[index].label else { continue }
            let mask = label.mask
            let x0 = max(mask.x, region.x), x1 = min(mask.maxX, region.maxX)
            let y0 = max(mask.y, region.y), y1 = min(mask.maxY, region.maxY)
            guard x0 < x1, y0 < y1 else { continue }
            let covering = DeviceScene.covering(items, label: index)
            let hiddenRows = covering.first.map { rowsCovered(by: $0) } ?? 0..<0
            let hiddenColumns = columnsCovered(by: covering, among: x0..<x1)
            let source = Pixman.solid(label.color)
            mask.bitmap.coverage.withUnsafeBufferPointer { coverage in
                for span in mask.bitmap.spans {
                    let y = mask.y + span.row
                    let start = max(mask.x + span.columns.lowerBound, x0), end = min(mask.x + span.columns.upperBound, x1)
                    guard y0 <= y, y < y1, start < end else { continue }
                    let row = UnsafeMutableRawPointer(data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
                    let maskRow = span.row &* mask.width &- mask.x
                    let hides = hiddenRows.contains(y)
                    for x in start..<end where !(hides && hiddenColumns[x &- x0]) {
                        row[x] = Pixman.over(source, coverage: UInt32(coverage[maskRow &+ x]), onto: row[x])
                    }
                }
            }
        }
        surface.markDirty(region)
    }

    private static func fixed(_ value: Double) -> Int { Int((value * 256).rounded(.toNearestOrEven)) }

    /// The rows that lie wholly between the bounds' top and bottom edges.
    private static func rowsCovered(by bounds: Rect) -> Range<Int> {
        let top = (fixed(bounds.minY) + 255) >> 8, bottom = fixed(bounds.maxY) >> 8
        return top..<max(bottom, top)
    }

    /// For each of `columns`, whether the bounds together cover all of it.
    private static func columnsCovered(by bounds: [Rect], among columns: Range<Int>) -> [Bool] {
        var covered = [Bool](repeating: false, count: columns.count)
        let spans = bounds.map { (fixed($0.minX), fixed($0.maxX)) }.sorted { $0.0 < $1.0 }
        var index = 0
        while index < spans.count {
            // Bounds that overlap or touch make one span.
            var (low, high) = spans[index]
            index += 1
            while index < spans.count, spans[index].0 <= high {
                high = max(high, spans[index].1)
                index += 1
            }
            let first = max((low + 255) >> 8, columns.lowerBound), end = min(high >> 8, columns.upperBound)
            if first < end {
                for column in first..<end { covered[column - columns.lowerBound] = true }
            }
        }
        return covered
    }
}
