import CollapsibleCore

/// The items' fills and strokes, composited straight into the pixels row by
/// row, for the usual row: opaque items that share one vertical extent and
/// one stroke.
///
/// Rows then fall into a few classes (above the items, in the top stroke,
/// between the strokes, ...), each the same along its columns. For every
/// column of a class, what the items do to the pixel under them is one
/// affine map, under x k + c: untouched (the backdrop shows), solid (k = 0,
/// a fill or a stroke covers it whole) or a blend at an anti-aliased edge.
/// Coverage is exact area, and the strokes are one shape, so where two
/// strokes meet a pixel is covered once, as one path in cairo would.
struct ItemRows {
    typealias Fixed = Int32
    private static let one = Fraction.one

    private let region: DeviceRect
    private let fill: ClosedRange<Double>
    private let stroke: (color: FixedColor, outer: ClosedRange<Double>, inner: ClosedRange<Double>)?
    /// The region's columns cut wherever some layer's coverage changes
    /// (each edge's own column, and the one after it): segment i is
    /// cuts[i]..<cuts[i + 1]. With what covers the first column of each,
    /// whatever the row: the fills in order (layers
    /// firstLayer[i]..<firstLayer[i + 1]), and how much of it the strokes'
    /// sides and the strokes' whole width cover.
    private let cuts: [Int]
    private let firstLayer: [Int]
    private let layerColors: [FixedColor]
    private let layerCoverage: [Fixed]
    private let sides: [Fixed]
    private let whole: [Fixed]
    /// The classes made so far: a frame has a handful, met row after row.
    private var classes: [RowClass] = []

    struct ClassKey: Hashable {
        var fill: Fixed, inner: Fixed, band: Fixed
    }

    /// What the items do to the rows of one class.
    final class RowClass {
        let key: ClassKey
        /// under x k + c for each column, indexed by x.
        let cover: RowShading.Cover
        /// The region's columns cut into runs that one colour covers whole
        /// (`solid`, a pixel) and spans whose pixels are computed.
        let pieces: [(columns: Range<Int>, solid: UInt32?)]
        private let storage: UnsafeMutablePointer<UInt16>

        fileprivate init(key: ClassKey, storage: UnsafeMutablePointer<UInt16>, region: DeviceRect,
                         pieces: [(columns: Range<Int>, solid: UInt32?)]) {
            self.key = key
            self.storage = storage
            self.pieces = pieces
            let k = UnsafePointer(storage) - region.x, width = region.width
            cover = RowShading.Cover(k: k, red: k + width, green: k + 2 * width, blue: k + 3 * width)
        }

        deinit { storage.deallocate() }
    }

    /// nil when the items are not such a row: cairo draws them instead.
    init?(_ items: [DeviceScene.Item], region: DeviceRect) {
        guard let first = items.first, !region.isEmpty else { return nil }
        let top = first.frame.minY, bottom = first.frame.maxY, line = first.stroke
        for item in items {
            guard let color = item.fill, color.opacity >= 1, item.frame.minY == top, item.frame.maxY == bottom,
                  item.stroke == line else { return nil }
        }
        if let line, line.lineWidth > 0, line.color.opacity < 1 { return nil }
        self.region = region
        fill = top...bottom
        let fills = items.filter { $0.frame.width > 0 }
            .map { ($0.frame.minX...$0.frame.maxX, FixedColor($0.fill!)) }
            .sorted { $0.0.lowerBound < $1.0.lowerBound }
        var edges: [Double] = []
        edges.reserveCapacity(6 * items.count)
        for (span, _) in fills { edges += [span.lowerBound, span.upperBound] }
        var sideSpans: [ClosedRange<Double>] = [], wholeSpans: [ClosedRange<Double>] = []
        if let line, line.lineWidth > 0 {
            let half = line.lineWidth / 2
            sideSpans = Gaussian.union(items.flatMap {
                [($0.frame.minX - half)...($0.frame.minX + half), ($0.frame.maxX - half)...($0.frame.maxX + half)]
            })
            wholeSpans = Gaussian.union(items.map { ($0.frame.minX - half)...($0.frame.maxX + half) })
            stroke = (FixedColor(line.color), (top - half)...(bottom + half),
                      // A frame shorter than the line has no hole in its stroke.
                      (top + half)...max(bottom - half, top + half))
            for span in sideSpans { edges += [span.lowerBound, span.upperBound] }
            for span in wholeSpans { edges += [span.lowerBound, span.upperBound] }
        } else {
            stroke = nil
        }
        var cuts = [region.x, region.maxX]
        cuts.reserveCapacity(2 * edges.count + 2)
        for edge in edges {
            let column = Fraction.floor(edge)
            if column > region.x && column < region.maxX { cuts.append(column) }
            if column + 1 > region.x && column + 1 < region.maxX { cuts.append(column + 1) }
        }
        cuts.sort()
        var distinct: [Int] = []
        distinct.reserveCapacity(cuts.count)
        for cut in cuts where cut != distinct.last { distinct.append(cut) }

        let count = distinct.count - 1
        var firstLayer: [Int] = [], layerColors: [FixedColor] = [], layerCoverage: [Fixed] = []
        var sides: [Fixed] = [], whole: [Fixed] = []
        firstLayer.reserveCapacity(count + 1); sides.reserveCapacity(count); whole.reserveCapacity(count)
        var fillCursor = 0, sideCursor = 0, wholeCursor = 0
        for start in distinct.dropLast() {
            // Coverage is the same across a segment, so its first column tells.
            while fillCursor < fills.count, fills[fillCursor].0.upperBound <= Double(start) { fillCursor += 1 }
            firstLayer.append(layerColors.count)
            var index = fillCursor
            while index < fills.count, fills[index].0.lowerBound < Double(start + 1) {
                let coverage = Fraction.fixed(Self.overlap(fills[index].0, start))
                if coverage > 0 {
                    layerColors.append(fills[index].1)
                    layerCoverage.append(coverage)
                }
                index += 1
            }
            sides.append(Fraction.fixed(Self.covered(sideSpans, start, cursor: &sideCursor)))
            whole.append(Fraction.fixed(Self.covered(wholeSpans, start, cursor: &wholeCursor)))
        }
        firstLayer.append(layerColors.count)
        self.cuts = distinct
        self.firstLayer = firstLayer
        self.layerColors = layerColors
        self.layerCoverage = layerCoverage
        self.sides = sides
        self.whole = whole
    }

    /// How much of pixel `x` (or row) the span covers.
    private static func overlap(_ span: ClosedRange<Double>, _ x: Int) -> Double {
        max(min(span.upperBound, Double(x + 1)) - max(span.lowerBound, Double(x)), 0)
    }

    /// How much of pixel `x` sorted, disjoint intervals cover, for columns
    /// visited left to right: `cursor` skips the intervals already passed.
    private static func covered(_ intervals: [ClosedRange<Double>], _ x: Int, cursor: inout Int) -> Double {
        while cursor < intervals.count, intervals[cursor].upperBound <= Double(x) { cursor += 1 }
        var total = 0.0, index = cursor
        while index < intervals.count, intervals[index].lowerBound < Double(x + 1) {
            total += overlap(intervals[index], x)
            index += 1
        }
        return total
    }

    /// What the items do to row `y`, nil when they do not reach it.
    mutating func rowClass(_ y: Int) -> RowClass? {
        let inner = stroke.map { Fraction.fixed(Self.overlap($0.inner, y)) } ?? 0
        let key = ClassKey(fill: Fraction.fixed(Self.overlap(fill, y)), inner: inner,
                           band: (stroke.map { Fraction.fixed(Self.overlap($0.outer, y)) } ?? 0) - inner)
        if key == ClassKey(fill: 0, inner: 0, band: 0) { return nil }
        if let known = classes.last(where: { $0.key == key }) { return known }
        let made = makeClass(key)
        classes.append(made)
        return made
    }

    /// A solid run shorter than this between two computed spans is computed
    /// with them: one long span runs eight columns at a time, short ones
    /// mostly one at a time.
    private static let shortestFill = 16

    private func makeClass(_ key: ClassKey) -> RowClass {
        let width = region.width, count = cuts.count - 1
        let storage = UnsafeMutablePointer<UInt16>.allocate(capacity: 4 * width)
        let planes = (k: storage - region.x, red: storage + width - region.x,
                      green: storage + 2 * width - region.x, blue: storage + 3 * width - region.x)
        let strokeColor = stroke?.color ?? .clear
        let strokeShows = stroke != nil && (key.inner > 0 || key.band > 0)
        // Segments that one colour covers whole, or that are computed, in runs.
        var pieces: [(columns: Range<Int>, solid: UInt32?)] = []
        var start = cuts[0], solid: UInt32?
        cuts.withUnsafeBufferPointer { cuts in
        firstLayer.withUnsafeBufferPointer { firstLayer in
        layerColors.withUnsafeBufferPointer { layerColors in
        layerCoverage.withUnsafeBufferPointer { layerCoverage in
        sides.withUnsafeBufferPointer { sides in
        whole.withUnsafeBufferPointer { whole in
            for index in 0..<count {
                var k = Self.one, c = FixedColor.clear
                if key.fill > 0 {
                    for layer in firstLayer[index]..<firstLayer[index &+ 1] {
                        Self.lay(layerColors[layer], (layerCoverage[layer] &* key.fill) &>> 15, over: &k, &c)
                    }
                }
                if strokeShows {
                    Self.lay(strokeColor, (sides[index] &* key.inner &+ whole[index] &* key.band) &>> 15, over: &k, &c)
                }
                let values = (UInt16(truncatingIfNeeded: k), UInt16(truncatingIfNeeded: c.red),
                              UInt16(truncatingIfNeeded: c.green), UInt16(truncatingIfNeeded: c.blue))
                for x in cuts[index]..<cuts[index &+ 1] {
                    planes.k[x] = values.0
                    planes.red[x] = values.1
                    planes.green[x] = values.2
                    planes.blue[x] = values.3
                }
                let covered: UInt32? = k == 0 ? c.pixel : nil
                if index > 0 && covered != solid {
                    pieces.append((start..<cuts[index], solid))
                    start = cuts[index]
                }
                solid = covered
            }
        }
        }
        }
        }
        }
        }
        pieces.append((start..<cuts[count], solid))
        // Short fills between spans join them.
        var merged: [(columns: Range<Int>, solid: UInt32?)] = []
        merged.reserveCapacity(pieces.count)
        for (index, piece) in pieces.enumerated() {
            let inside = index > 0 && index < pieces.count - 1
            let solid = inside && piece.columns.count < Self.shortestFill ? nil : piece.solid
            if solid == nil, let last = merged.last, last.solid == nil {
                merged[merged.count - 1].columns = last.columns.lowerBound..<piece.columns.upperBound
            } else {
                merged.append((piece.columns, solid))
            }
        }
        return RowClass(key: key, storage: storage, region: region, pieces: merged)
    }

    /// One more layer of `color` at `coverage` over what (k, c) does.
    @inline(__always)
    private static func lay(_ color: FixedColor, _ coverage: Fixed, over k: inout Int32, _ c: inout FixedColor) {
        guard coverage > 0 else { return }
        let rest = one &- coverage
        k = (k &* rest) &>> 15
        c = FixedColor(red: (c.red &* rest &+ color.red &* coverage) &>> 15,
                       green: (c.green &* rest &+ color.green &* coverage) &>> 15,
                       blue: (c.blue &* rest &+ color.blue &* coverage) &>> 15)
    }
}
