import CollapsibleCore

extension DeviceList {
    /// The pixels that may differ from `old`, as a few rectangles, when the two lists hold the
    /// same items, matched by identity and place, looking alike but for where they are and for
    /// the transforms, clips and blurs of their groups; nil when anything else differs. A pixel
    /// no moved edge or label comes near is covered by the same items as before, a shadow or a
    /// blur changes no further than its kernel from them, and a group whose effect changed no
    /// further than it reaches.
    ///
    /// cairo rasterises a slanted or curved outline by what else the rows of pixels it crosses
    /// hold (its scan converter steps a whole row or samples it by the edges there), and the
    /// side of a box it is cut by is one: a box that would cut such an outline, before or now,
    /// takes it whole.
    func changes(since old: DeviceList) -> [DeviceRect]? {
        guard width == old.width, height == old.height, area == old.area, background == old.background,
              var moved = Self.changes(from: old.items, to: items) else { return nil }
        let outlines = (Self.outlines(in: old.items) + Self.outlines(in: items)).map { $0.pixels.intersection(area) }
        var grid = boxGrid(covering: moved)
        while case let cut = outlines.filter({ outline in grid.contains(near: outline) { $0.cuts(outline) } }), !cut.isEmpty {
            moved += cut.map(Rect.init)
            grid = boxGrid(covering: moved)
        }
        // A material painted in a box would read what lies behind it outside the box as the
        // last frame left it, the material already over it: a box that comes as near one as its
        // blur reads, before or now, has the frame painted whole.
        let glass = Self.glass(in: old.items) + Self.glass(in: items)
        guard !glass.contains(where: { glass in grid.contains(near: glass) { $0.meets(glass) } }) else { return nil }
        return grid.boxes
    }

    /// The device pixels that the materials among `items` read or paint: all that an item holding
    /// one reaches, grown by as far as the farthest of its blurs reads.
    static func glass(in items: [DeviceItem]) -> [DeviceRect] {
        items.compactMap { item in
            guard let bounds = item.bounds, let reach = item.farthestBackdrop else { return nil }
            return bounds.insetBy(dx: -reach, dy: -reach).pixels
        }
    }

    /// How far outside their shapes the materials among `items` read, the farthest; nil for none.
    static func farthestBackdrop(in items: [DeviceItem]) -> Double? {
        var farthest: Double?
        for item in items {
            if let reach = item.farthestBackdrop { farthest = max(farthest ?? reach, reach) }
        }
        return farthest
    }

    /// Whether a material is among `items`: it blurs what was drawn behind it, which a part of the
    /// frame painted alone would read as last drawn, the material already over it.
    static func holdsMaterial(_ items: [DeviceItem]) -> Bool {
        farthestBackdrop(in: items) != nil
    }

    /// The device pixels of `rects` within the area, as boxes painted one by one: those that
    /// meet are merged into the box around them, so that no pixel is painted twice, and shapes
    /// scattered across the frame are painted each in a box of its own.
    func pixels(covering rects: [Rect]) -> [DeviceRect] {
        boxGrid(covering: rects).boxes
    }

    private func boxGrid(covering rects: [Rect]) -> BoxGrid {
        var grid = BoxGrid(area: area)
        for rect in rects {
            var box = rect.pixels.intersection(area)
            guard !box.isEmpty else { continue }
            while let met = grid.firstMeeting(box) {
                box = box.union(grid.remove(met))
            }
            grid.insert(box)
        }
        return grid
    }

    /// What among `items` has an outline neither across nor down, in the coordinates they are in.
    /// A blurred group is drawn on a surface of its own that does not depend on the box.
    static func outlines(in items: [DeviceItem]) -> [Rect] {
        var outlines: [Rect] = []
        func add(_ rect: Rect?) {
            if let rect { outlines.append(rect.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack)) }
        }
        for index in items.indices {
            let bounds = items[index].bounds
            switch items[index].content {
            case .shape(let shape): if !shape.isRectilinear { add(bounds) }
            // cairo samples a scaled picture by where the box cuts it: one drawn whole is the same in every part.
            case .picture: add(bounds)
            case .label, .blur: break
            case .paths(let paths): paths.reaches.forEach(add)
            // Drawn from a surface of its own, which a perspective resamples.
            case .composited: add(bounds)
            case .opacity(_, let items), .shadow(_, let items): Self.outlines(in: items).forEach(add)
            case .clip(let outline, let items):
                if outline.isRectilinear { Self.outlines(in: items).forEach(add) } else { add(bounds) }
            case .transform(let transform, let items):
                // An image moved by a fraction of a pixel is resampled by where the box lies.
                if let transform, transform.isTranslation, transform.movesByWholePixels || !items.contains(where: \.drawsImage) {
                    Self.outlines(in: items).forEach { add(transform.map($0)) }
                } else {
                    add(bounds)
                }
            }
        }
        return outlines
    }

    static func changes(from old: [DeviceItem], to new: [DeviceItem]) -> [Rect]? {
        guard old.count == new.count else { return nil }
        var rects: [Rect] = []
        // The items are read in place: a frame of many shapes compares each with the last.
        for index in new.indices {
            guard old[index].id == new[index].id else { return nil }
            // Its kind is asked first, which copies nothing, before a run is bound.
            if case .paths = new[index].content, case .paths(let before) = old[index].content, case .paths(let after) = new[index].content {
                rects += after.changes(since: before)
                continue
            }
            guard old[index].look == new[index].look else {
                guard let regrouped = regrouped(from: old[index], to: new[index]) else { return nil }
                rects += regrouped
                continue
            }
            if let a = old[index].shapeOutline, let b = new[index].shapeOutline {
                edges(from: a.frame, to: b.frame, rectilinear: a.isRectilinear, bounds: (old[index].bounds, new[index].bounds), into: &rects)
                continue
            }
            let reaches = [old[index].bounds, new[index].bounds].compactMap { $0 }
            switch (old[index].content, new[index].content) {
            case (.picture(let a), .picture(let b)):
                if a.frame != b.frame { rects += [a.bounds, b.bounds].compactMap { $0?.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack) } }
            case (.label(let a), .label(let b)):
                if a?.ink != b?.ink { rects += [a?.ink, b?.ink].compactMap { $0?.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack) } }
            case (.opacity(_, let a), .opacity(_, let b)):
                guard let inner = changes(from: a, to: b) else { return nil }
                rects += inner
            case (.shadow(let shadow, let a), .shadow(let group, let b)):
                // Another way of making the mask may differ from the last one by a level anywhere.
                guard shadow.row?.down == group.row?.down, let inner = changes(from: a, to: b) else { return nil }
                rects += inner.map(group.reach)
            case (.transform(let transform, let a), .transform(_, let b)):
                guard drawnInPart(through: transform, a), let inner = changes(from: a, to: b) else { return nil }
                // Around each pixel drawn through it, cairo samples its neighbours.
                rects += inner.compactMap { transform?.map($0).insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack) }
            case (.clip(_, let a), .clip(_, let b)):
                // What a clip holds changes nothing outside it: a canvas drawn anew, all of it.
                rects += changes(from: a, to: b) ?? reaches
            case (.composited(let compositing, let a), .composited(_, let b)):
                guard let inner = changes(from: a, to: b) else { return nil }
                if case .projection = compositing { rects += reaches } else { rects += inner }
            case (.blur(let blur, let a), .blur(_, let b)):
                guard let inner = changes(from: a, to: b) else { return nil }
                rects += inner.map(blur.reach)
            default:
                return nil
            }
        }
        return rects
    }

    /// Where a group whose transform, clip or blur changed, and whose items only moved, may
    /// differ: all it reaches, before and after.
    private static func regrouped(from a: DeviceItem, to b: DeviceItem) -> [Rect]? {
        let old, new: [DeviceItem]
        switch (a.content, b.content) {
        case (.transform(let transform, let before), .transform(let other, let after)):
            guard drawnInPart(through: transform, before), drawnInPart(through: other, after) else { return nil }
            (old, new) = (before, after)
        case (.clip(_, let before), .clip(_, let after)), (.blur(_, let before), .blur(_, let after)),
             (.composited(_, let before), .composited(_, let after)):
            (old, new) = (before, after)
        default:
            return nil
        }
        guard changes(from: old, to: new) != nil else { return nil }
        return [a.bounds, b.bounds].compactMap { $0?.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack) }
    }

    /// Whether a part of the frame draws `items` through `transform` as the whole frame does.
    /// cairo resamples an image drawn through a transform that scales or turns, and rounds where
    /// it samples by where the clip lies (it fixes the clip's centre in its fixed-point matrix):
    /// a blur or a shadow in such a group may come out a level apart, and the frame is drawn whole.
    private static func drawnInPart(through transform: DeviceTransform?, _ items: [DeviceItem]) -> Bool {
        transform?.isTranslation != false || !items.contains(where: \.drawsImage)
    }

    /// Where a shape's pixels differ between two frames `a` and `b`, where it reaches `bounds`:
    /// around each of its sides that moved, along both frames' extent, for every other pixel lies
    /// inside or outside both. A shape with a curve or a slant is its bounds in both.
    private static func edges(from a: Rect, to b: Rect, rectilinear: Bool, bounds: (Rect?, Rect?), into rects: inout [Rect]) {
        guard a != b else { return }
        guard rectilinear, let old = bounds.0, let new = bounds.1 else {
            for reach in [bounds.0, bounds.1] {
                if let reach { rects.append(reach.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack)) }
            }
            return
        }
        let pad = a.minX - old.minX + DeviceItem.slack
        let across = min(old.minX, new.minX) - pad...max(old.maxX, new.maxX) + pad
        let down = min(old.minY, new.minY) - pad...max(old.maxY, new.maxY) + pad
        func span(_ from: Double, _ to: Double) -> ClosedRange<Double> { min(from, to) - pad...max(from, to) + pad }
        for (from, to) in [(a.minX, b.minX), (a.maxX, b.maxX)] where from != to {
            rects.append(Rect(span(from, to), down))
        }
        for (from, to) in [(a.minY, b.minY), (a.maxY, b.maxY)] where from != to {
            rects.append(Rect(across, span(from, to)))
        }
    }
}

extension Rect {
    init(_ across: ClosedRange<Double>, _ down: ClosedRange<Double>) {
        self.init(x: across.lowerBound, y: down.lowerBound, width: across.upperBound - across.lowerBound,
                  height: down.upperBound - down.lowerBound)
    }
}

extension DeviceRect {
    /// Whether the two share a pixel.
    func meets(_ other: DeviceRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether it holds some but not all of `other`.
    func cuts(_ other: DeviceRect) -> Bool {
        meets(other) && !(x <= other.x && other.maxX <= maxX && y <= other.y && other.maxY <= maxY)
    }
}

extension DeviceItem {
    /// The frame of the shape it is, and whether its outline runs only across and down; nil for
    /// any other item. Read in place, where binding the shape would copy it.
    fileprivate var shapeOutline: (frame: Rect, isRectilinear: Bool)? {
        guard case .shape(let shape) = content else { return nil }
        return (shape.frame, shape.isRectilinear)
    }

    /// How far outside their shapes the materials in it read, the farthest; nil for none.
    fileprivate var farthestBackdrop: Double? {
        switch content {
        case .shape(let shape): shape.backdrop?.reach
        case .label, .picture, .paths: nil
        case .opacity(_, let items), .shadow(_, let items), .transform(_, let items), .clip(_, let items), .blur(_, let items),
             .composited(_, let items):
            DeviceList.farthestBackdrop(in: items)
        }
    }

    /// Whether it draws an image of its own, a shadow's mask or a blurred group, itself or inside.
    fileprivate var drawsImage: Bool {
        switch content {
        case .shape, .label, .paths: false
        case .shadow, .blur, .composited, .picture: true
        case .opacity(_, let items), .transform(_, let items), .clip(_, let items): items.contains(where: \.drawsImage)
        }
    }
}
