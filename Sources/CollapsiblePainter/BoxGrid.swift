import CollapsibleCore

/// Boxes of device pixels within an area, each listed in the cells of a coarse grid over the
/// area that it reaches, so that the boxes near a rectangle are found among the few listed in its
/// cells rather than among all of them: a frame of shapes scattered across the window is
/// repainted in hundreds of boxes.
struct BoxGrid {
    /// The boxes in the order they came, nil where one was taken out.
    private(set) var slots: [DeviceRect?] = []
    private let area: DeviceRect
    private let columns, rows, cellWidth, cellHeight: Int
    /// For each cell, the last of its entries; -1 for none.
    private var heads: [Int]
    /// Each entry a box's slot and the cell's entry before it, -1 for none.
    private var entries: [(slot: Int, next: Int)] = []

    /// A cell is as small as a small shape's box, and the cells across and down are few enough
    /// to be made for every frame.
    private static let side = 64, most = 64

    init(area: DeviceRect) {
        self.area = area
        columns = min(max((area.width + Self.side - 1) / Self.side, 1), Self.most)
        rows = min(max((area.height + Self.side - 1) / Self.side, 1), Self.most)
        cellWidth = max((area.width + columns - 1) / columns, 1)
        cellHeight = max((area.height + rows - 1) / rows, 1)
        heads = Array(repeating: -1, count: columns * rows)
    }

    /// The boxes in the order they came, but for those taken out.
    var boxes: [DeviceRect] { slots.compactMap { $0 } }

    /// Adds `box`, which lies within the area and holds a pixel.
    mutating func insert(_ box: DeviceRect) {
        let slot = slots.count
        slots.append(box)
        let (across, down) = cells(of: box)
        for row in down {
            for column in across {
                let cell = row * columns + column
                entries.append((slot, heads[cell]))
                heads[cell] = entries.count - 1
            }
        }
    }

    /// Takes out the box in `slot` and returns it.
    mutating func remove(_ slot: Int) -> DeviceRect {
        defer { slots[slot] = nil }
        return slots[slot]!
    }

    /// The slot of the first box, in the order they came, that shares a pixel with `rect`; nil
    /// for none.
    func firstMeeting(_ rect: DeviceRect) -> Int? {
        var first: Int?
        visit(near: rect) { slot, box in
            if box.meets(rect), slot < first ?? .max { first = slot }
            return false
        }
        return first
    }

    /// Whether a box near `rect`, one that shares a pixel with it or not, passes `test`.
    func contains(near rect: DeviceRect, where test: (DeviceRect) -> Bool) -> Bool {
        var found = false
        visit(near: rect) { _, box in
            found = test(box)
            return found
        }
        return found
    }

    /// Calls `body` with the boxes listed in the cells `rect` reaches, some more than once, until
    /// it returns true.
    func visit(near rect: DeviceRect, _ body: (Int, DeviceRect) -> Bool) {
        let inside = rect.intersection(area)
        guard !inside.isEmpty else { return }
        let (across, down) = cells(of: inside)
        for row in down {
            for column in across {
                var entry = heads[row * columns + column]
                while entry >= 0 {
                    let (slot, next) = entries[entry]
                    if let box = slots[slot], body(slot, box) { return }
                    entry = next
                }
            }
        }
    }

    /// The columns and rows of the cells that `rect`, within the area and holding a pixel, reaches.
    private func cells(of rect: DeviceRect) -> (ClosedRange<Int>, ClosedRange<Int>) {
        ((rect.x - area.x) / cellWidth...(rect.maxX - 1 - area.x) / cellWidth,
         (rect.y - area.y) / cellHeight...(rect.maxY - 1 - area.y) / cellHeight)
    }
}
