import CollapsibleCore

/// The items' fills and strokes, composited straight into the pixels row by
/// row, for the usual row: opaque items that share one vertical extent and
/// one stroke.
///
/// Rows then fall into a few classes (above the items, in the top stroke,
/// between the strokes, ...), each the same along its columns, and every
/// class is a short list of runs cut at the items' edges. Over a run what
/// the items do to the pixel under them is one affine map, under x k + c:
/// untouched (the backdrop shows), solid (k = 0, a fill or a stroke covers
/// it whole) or a blend at an anti-aliased edge. Coverage is exact area,
/// and the strokes are one shape, so where two strokes meet a pixel is
/// covered once, as one path in cairo would.
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

    struct RowClass {
        var key: ClassKey
        var runs: [Run]
        /// The columns whose backdrop must be painted first.
        var open: [Range<Int>]
    }

    struct Run {
        var columns: Range<Int>
        /// under x k + c, k in 1/32768ths; k = 0 is a solid colour.
        var k: Int32
        var c: FixedColor
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

    /// What the items do to row `y`.
    mutating func rowClass(_ y: Int) -> RowClass {
        let inner = stroke.map { Fraction.fixed(Self.overlap($0.inner, y)) } ?? 0
        let key = ClassKey(fill: Fraction.fixed(Self.overlap(fill, y)), inner: inner,
                           band: (stroke.map { Fraction.fixed(Self.overlap($0.outer, y)) } ?? 0) - inner)
        if let known = classes.last(where: { $0.key == key }) { return known }
        let made = key == ClassKey(fill: 0, inner: 0, band: 0)
            ? RowClass(key: key, runs: [], open: [region.x..<region.maxX])
            : makeClass(key)
        classes.append(made)
        return made
    }

    private func makeClass(_ key: ClassKey) -> RowClass {
        var runs: [Run] = []
        runs.reserveCapacity(cuts.count - 1)
        let strokeColor = stroke?.color ?? .clear
        let strokeShows = stroke != nil && (key.inner > 0 || key.band > 0)
        layerColors.withUnsafeBufferPointer { layerColors in
        layerCoverage.withUnsafeBufferPointer { layerCoverage in
        firstLayer.withUnsafeBufferPointer { firstLayer in
        for index in 0..<(cuts.count - 1) {
            var k = Self.one, c = FixedColor.clear
            if key.fill > 0 {
                for layer in firstLayer[index]..<firstLayer[index + 1] {
                    Self.lay(layerColors[layer], (layerCoverage[layer] &* key.fill) &>> 15, over: &k, &c)
                }
            }
            if strokeShows {
                Self.lay(strokeColor, (sides[index] &* key.inner &+ whole[index] &* key.band) &>> 15, over: &k, &c)
            }
            let columns = cuts[index]..<cuts[index + 1]
            if let last = runs.last, last.k == k, last.c == c {
                runs[runs.count - 1].columns = last.columns.lowerBound..<columns.upperBound
            } else {
                runs.append(Run(columns: columns, k: k, c: c))
            }
        }
        }
        }
        }
        var open: [Range<Int>] = []
        for run in runs where run.k != 0 {
            if let last = open.last, last.upperBound == run.columns.lowerBound {
                open[open.count - 1] = last.lowerBound..<run.columns.upperBound
            } else {
                open.append(run.columns)
            }
        }
        runs.removeAll { $0.k == Self.one && $0.c == .clear }
        return RowClass(key: key, runs: runs, open: open)
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

    /// Lays the items over a row whose open columns hold the backdrop.
    func paint(_ rowClass: RowClass, into row: UnsafeMutablePointer<UInt32>) {
        for run in rowClass.runs {
            if run.k == 0 {
                (row + run.columns.lowerBound).update(repeating: run.c.pixel, count: run.columns.count)
                continue
            }
            let k = run.k, c = run.c
            for x in run.columns {
                let under = row[x]
                let r = ((Int32(truncatingIfNeeded: under >> 16 & 0xFF) &<< 7 &* k) &>> 15) &+ c.red
                let g = ((Int32(truncatingIfNeeded: under >> 8 & 0xFF) &<< 7 &* k) &>> 15) &+ c.green
                let b = ((Int32(truncatingIfNeeded: under & 0xFF) &<< 7 &* k) &>> 15) &+ c.blue
                row[x] = FixedColor.pixel(r, g, b)
            }
        }
    }
}
