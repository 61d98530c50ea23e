import CollapsibleCore

/// A frame that differs from the one a surface shows where one scroll view's content moved by
/// whole pixels: the viewport's pixels are moved on the surface by as much, and only what they
/// cannot give is painted, the strip that comes into sight and what changed other than by the
/// scroll. A moved pixel is the one a full repaint gives: every item drawn in the viewport moved
/// with the content by whole pixels, or paints one colour over all of the viewport, or lies in a
/// box that is painted.
struct ScrolledFrame {
    /// The viewport's pixels, in the window's device pixels, within the surface's.
    let viewport: DeviceRect
    /// How far the content moved across and down, in device pixels.
    let dx, dy: Int
    /// What is painted once the pixels moved.
    let boxes: [DeviceRect]
}

extension DeviceList {
    /// How this list follows `old` by a scroll, when one scroll view's content moved by whole
    /// pixels less than its viewport and the two lists hold the same items around it; nil
    /// otherwise. A scroll view is a rectangular clip whose first item is its content, moved by
    /// a translation.
    func scrolled(since old: DeviceList) -> ScrolledFrame? {
        guard width == old.width, height == old.height, area == old.area, background == old.background,
              !Self.holdsMaterial(items), !Self.holdsMaterial(old.items),
              let found = Self.scroll(from: old.items, to: items, at: (0, 0), within: area, path: []) else { return nil }
        var plan = ScrollPlan(scroll: found)
        guard plan.walk(old.items, items, at: (0, 0), depth: 0) else { return nil }
        // As where only items moved, a box that would cut a curve or a slant takes it whole; but
        // the boxes here cut the viewport across, between whole rows of pixels, and cairo's scan
        // converter goes row by row: only a side down counts.
        let outlines = plan.outlines.map { $0.pixels.intersection(area) }
        var rects = plan.rects
        var boxes = pixels(covering: rects)
        while case let cut = (outlines + plan.rowOutlines(meeting: boxes).map { $0.pixels.intersection(area) })
                  .filter({ outline in boxes.contains { $0.cutsDown(outline) } }),
              !cut.isEmpty {
            rects += cut.map(Rect.init)
            boxes = pixels(covering: rects)
        }
        return ScrolledFrame(viewport: found.viewport, dx: found.dx, dy: found.dy, boxes: boxes)
    }

    /// The scroll view whose content moved, found where `old` and `new` hold the same groups,
    /// and the path of indices to it.
    private static func scroll(from old: [DeviceItem], to new: [DeviceItem], at offset: (x: Int, y: Int), within clip: DeviceRect,
                               path: [Int]) -> ScrollPlan.Scroll? {
        guard old.count == new.count else { return nil }
        for index in new.indices where old[index].id == new[index].id && new[index].mayHoldAScroll {
            switch (old[index].content, new[index].content) {
            case (.clip(let outline, let before), .clip(let now, let after)):
                guard old[index].look == new[index].look, outline.isRectilinear, outline.frame == now.frame, let box = outline.frame.wholePixels(at: offset) else { continue }
                let viewport = box.intersection(clip)
                if let move = contentMove(from: before, to: after) {
                    guard !viewport.isEmpty, abs(move.x) < viewport.width, abs(move.y) < viewport.height else { return nil }
                    return ScrollPlan.Scroll(path: path + [index], viewport: viewport, dx: move.x, dy: move.y)
                }
                if let found = scroll(from: before, to: after, at: offset, within: viewport, path: path + [index]) { return found }
            case (.transform(let transform, let before), .transform(let other, let after)):
                guard let move = transform?.wholePixelMove, let same = other?.wholePixelMove, move == same else { continue }
                if let found = scroll(from: before, to: after, at: (offset.x + move.x, offset.y + move.y), within: clip, path: path + [index]) {
                    return found
                }
            case (.opacity(_, let before), .opacity(_, let after)):
                if let found = scroll(from: before, to: after, at: offset, within: clip, path: path + [index]) { return found }
            default:
                continue
            }
        }
        return nil
    }

    /// How far a scroll view's content moved, in whole pixels, when it did.
    fileprivate static func contentMove(from before: [DeviceItem], to after: [DeviceItem]) -> (x: Int, y: Int)? {
        guard let old = before.first, let new = after.first, old.id == new.id,
              case .transform(let transform, _) = old.content, case .transform(let other, _) = new.content,
              let from = transform?.wholePixelMove, let to = other?.wholePixelMove, from != to else { return nil }
        return (to.x - from.x, to.y - from.y)
    }
}

/// What is painted after a scroll moved a viewport's pixels, gathered walking the two lists.
private struct ScrollPlan {
    struct Scroll {
        /// The indices of the scroll view's clip, and of the groups around it, from the top.
        let path: [Int]
        let viewport: DeviceRect
        let dx, dy: Int
    }

    let scroll: Scroll
    /// What is painted, in the window's device pixels.
    private(set) var rects: [Rect] = []
    /// Where curves and slants lie once the pixels moved, before and now, but for the rows': those
    /// of the scroll bars inside the viewport alone, which clips them in every frame.
    private(set) var outlines: [Rect] = []
    /// The content's rows, before and now, and where their space lies.
    private var rows: (before: [DeviceItem], after: [DeviceItem], at: Point) = ([], [], .zero)

    init(scroll: Scroll) { self.scroll = scroll }

    /// The boxes of `old` and `new`, whose items at `offset` are those of the groups around the
    /// scroll view `depth` deep; false when they differ in their groups.
    mutating func walk(_ old: [DeviceItem], _ new: [DeviceItem], at offset: (x: Int, y: Int), depth: Int) -> Bool {
        guard old.count == new.count else { return false }
        for index in new.indices {
            let a = old[index], b = new[index]
            guard a.id == b.id else { return false }
            guard index == scroll.path[depth] else {
                beside(a, b, at: offset)
                continue
            }
            guard a.look == b.look else { return false }
            if depth == scroll.path.count - 1 {
                guard scrolled(a, b, at: offset) else { return false }
                continue
            }
            switch (a.content, b.content) {
            case (.clip(_, let before), .clip(_, let after)), (.opacity(_, let before), .opacity(_, let after)):
                guard walk(before, after, at: offset, depth: depth + 1) else { return false }
            case (.transform(let transform, let before), .transform(_, let after)):
                guard let move = transform?.wholePixelMove,
                      walk(before, after, at: (offset.x + move.x, offset.y + move.y), depth: depth + 1) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// The scroll view's clip `a` before and `b` now: its content's rows that came, went or
    /// changed, the strip that came into sight, and its other items (its scroll bars).
    private mutating func scrolled(_ a: DeviceItem, _ b: DeviceItem, at offset: (x: Int, y: Int)) -> Bool {
        guard case .clip(_, let before) = a.content, case .clip(_, let after) = b.content, !before.isEmpty, !after.isEmpty,
              case .transform(_, let rowsBefore) = before[0].content, case .transform(let transform, let rowsAfter) = after[0].content,
              let move = transform?.wholePixelMove else { return false }
        let inside = Point(x: Double(offset.x + move.x), y: Double(offset.y + move.y))
        let viewport = Rect(scroll.viewport)
        func content(_ bounds: Rect?...) {
            rects += bounds.compactMap { $0?.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack).offsetBy(inside).intersection(viewport) }
        }
        var places: [ViewID: Int] = [:]
        places.reserveCapacity(rowsBefore.count)
        for place in rowsBefore.indices {
            guard places.updateValue(place, forKey: rowsBefore[place].id) == nil else { return false }
        }
        // Rows kept draw in the same order, over the same rows as before. Rows out of sight in
        // both frames are passed over, item by item, as they are many and draw nothing here.
        var last = -1
        for index in rowsAfter.indices {
            let shown = shows(rowsAfter[index].bounds, at: inside)
            guard let place = places.removeValue(forKey: rowsAfter[index].id) else {
                if shown {
                    guard !rowsAfter[index].isResampled else { return false }
                    content(rowsAfter[index].bounds)
                }
                continue
            }
            guard place > last else { return false }
            last = place
            guard shown || shows(rowsBefore[place].bounds, at: inside) else { continue }
            guard !rowsBefore[place].isResampled, !rowsAfter[index].isResampled else { return false }
            if rowsBefore[place].isSame(as: rowsAfter[index]) { continue }
            if let changes = DeviceList.changes(from: [rowsBefore[place]], to: [rowsAfter[index]]) {
                rects += changes.compactMap { $0.offsetBy(inside).intersection(viewport) }
            } else {
                content(rowsBefore[place].bounds, rowsAfter[index].bounds)
            }
        }
        for place in places.values where shows(rowsBefore[place].bounds, at: inside) {
            guard !rowsBefore[place].isResampled else { return false }
            content(rowsBefore[place].bounds)
        }
        rows = (rowsBefore, rowsAfter, inside)
        let reached = DeviceRect(x: scroll.viewport.x + scroll.dx, y: scroll.viewport.y + scroll.dy,
                                 width: scroll.viewport.width, height: scroll.viewport.height)
        rects += scroll.viewport.subtracting(reached).map(Rect.init)
        // Its scroll bars, which come and go as they fade: where the move carried them, and where they are.
        let at = Point(x: Double(offset.x), y: Double(offset.y))
        let bars = (before: Array(before.dropFirst()), after: Array(after.dropFirst()))
        rects += bars.before.flatMap(\.reach).compactMap { moved($0, at: at) }
        rects += bars.after.flatMap(\.reach).compactMap { $0.offsetBy(at).intersection(viewport) }
        outlines += DeviceList.outlines(in: bars.before).compactMap { moved($0, at: at) }
        outlines += DeviceList.outlines(in: bars.after).compactMap { $0.offsetBy(at).intersection(viewport) }
        return true
    }

    /// An item that does not move with the content, `a` before and `b` now: where it changed,
    /// and where it lies in the viewport, before moved with the pixels and now.
    private mutating func beside(_ a: DeviceItem, _ b: DeviceItem, at offset: (x: Int, y: Int)) {
        let at = Point(x: Double(offset.x), y: Double(offset.y))
        rects += (DeviceList.changes(from: [a], to: [b]) ?? a.reach + b.reach).map { $0.offsetBy(at) }
        carried(a, b, at: offset)
        outlines += DeviceList.outlines(in: [b]).map { $0.offsetBy(at) }
        for outline in DeviceList.outlines(in: [a]) {
            // Its pixels in the viewport moved with the rest; those outside stayed.
            if !scroll.viewport.holds(outline.offsetBy(at).pixels) { outlines.append(outline.offsetBy(at)) }
            if let moved = moved(outline, at: at) { outlines.append(moved) }
        }
    }

    /// Where the move carried `a` over the viewport, and where `b` lies in it, unless it paints
    /// one colour over all of it in both: in the items of a group that only moves or fades.
    private mutating func carried(_ a: DeviceItem, _ b: DeviceItem, at offset: (x: Int, y: Int)) {
        let viewport = Rect(scroll.viewport)
        let at = Point(x: Double(offset.x), y: Double(offset.y))
        let before = a.reach.compactMap { moved($0, at: at) }
        let now = b.reach.compactMap { $0.offsetBy(at).intersection(viewport) }
        guard !before.isEmpty || !now.isEmpty, !(covers(a, at: at) && covers(b, at: at)) else { return }
        switch (a.content, b.content) {
        case (.opacity(_, let first), .opacity(_, let second)) where a.look == b.look && first.count == second.count
                                                                   && zip(first, second).allSatisfy({ $0.id == $1.id }):
            for (c, d) in zip(first, second) { carried(c, d, at: offset) }
        case (.transform(let transform, let first), .transform(let other, let second))
            where first.count == second.count && zip(first, second).allSatisfy({ $0.id == $1.id }):
            if let move = transform?.wholePixelMove, let same = other?.wholePixelMove, move == same {
                for (c, d) in zip(first, second) { carried(c, d, at: (offset.x + move.x, offset.y + move.y)) }
            } else {
                rects += before + now
            }
        default:
            rects += before + now
        }
    }

    /// The curves and slants, inside the viewport, of the rows that meet `boxes`: only those a box
    /// may cut.
    func rowOutlines(meeting boxes: [DeviceRect]) -> [Rect] {
        let viewport = Rect(scroll.viewport)
        func meets(_ bounds: Rect?) -> Bool {
            guard let reach = bounds?.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack).offsetBy(rows.at).intersection(viewport) else { return false }
            return boxes.contains { $0.meets(reach.pixels) }
        }
        let met = rows.before.filter { meets($0.bounds) } + rows.after.filter { meets($0.bounds) }
        return DeviceList.outlines(in: met).compactMap { $0.offsetBy(rows.at).intersection(viewport) }
    }

    /// Whether what reaches `bounds`, in a space `at` from the window's, reaches into the viewport.
    private func shows(_ bounds: Rect?, at: Point) -> Bool {
        bounds.map { $0.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack).offsetBy(at).intersection(Rect(scroll.viewport)) != nil } ?? false
    }

    /// Where the part of `rect`, in a space `at` from the window's, that the viewport showed lies
    /// once its pixels moved: only what was in the viewport moved with it.
    private func moved(_ rect: Rect, at: Point) -> Rect? {
        let viewport = Rect(scroll.viewport)
        return rect.offsetBy(at).intersection(viewport)?.offsetBy(Point(x: Double(scroll.dx), y: Double(scroll.dy))).intersection(viewport)
    }

    /// Whether `item` fills a rectangle of one colour over all of the viewport.
    private func covers(_ item: DeviceItem, at offset: Point) -> Bool {
        guard case .shape(.rectangle, .fill(.color(_), _)) = item.look, case .shape(let shape) = item.content else { return false }
        let frame = shape.frame.offsetBy(offset)
        return frame.minX <= Double(scroll.viewport.x) && frame.maxX >= Double(scroll.viewport.maxX)
            && frame.minY <= Double(scroll.viewport.y) && frame.maxY >= Double(scroll.viewport.maxY)
    }
}

extension DeviceItem {
    /// What it can touch, with the pixels its edges and glyphs may reach past it.
    fileprivate var reach: [Rect] {
        bounds.map { [$0.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack)] } ?? []
    }

    /// Whether it draws the same as `other`, where it did: a shape, a text or a picture that
    /// looks alike and reaches as far. A group is compared item by item.
    fileprivate func isSame(as other: DeviceItem) -> Bool {
        switch content {
        case .shape, .label, .picture: look == other.look && bounds == other.bounds
        default: false
        }
    }

    /// Whether it draws an image of its own that a move may resample: a shadow's mask, a blurred
    /// or composited group.
    fileprivate var isResampled: Bool {
        switch content {
        case .shape, .label, .paths, .picture: false
        case .shadow, .blur, .composited: true
        case .opacity(_, let items), .transform(_, let items), .clip(_, let items): items.contains(where: \.isResampled)
        }
    }
}

extension Rect {
    /// Its pixels, in the window's, when its edges lie on whole pixels of a space `offset` from the window's.
    fileprivate func wholePixels(at offset: (x: Int, y: Int)) -> DeviceRect? {
        let limit = Double(Int32.max)
        guard [minX, minY, maxX, maxY].allSatisfy({ $0 == $0.rounded() && abs($0) < limit }) else { return nil }
        return DeviceRect(x: Int(minX) + offset.x, y: Int(minY) + offset.y, width: Int(width), height: Int(height))
    }
}

extension DeviceRect {
    /// Whether a side of it down runs through `other`.
    fileprivate func cutsDown(_ other: DeviceRect) -> Bool {
        meets(other) && (other.x < x || maxX < other.maxX)
    }

    /// Whether it holds all of `other`.
    fileprivate func holds(_ other: DeviceRect) -> Bool {
        x <= other.x && other.maxX <= maxX && y <= other.y && other.maxY <= maxY
    }
}

extension DeviceItem {
    /// Whether it is a group that a scroll view may lie in, which the search for one looks into:
    /// a frame of many shapes and labels holds few of them.
    fileprivate var mayHoldAScroll: Bool {
        switch content {
        case .clip, .transform, .opacity: true
        case .shape, .label, .picture, .paths, .shadow, .blur, .composited: false
        }
    }
}
