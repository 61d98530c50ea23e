import CollapsibleCore

/// What lies behind the row: the window's background, the band, and the
/// row's shadow over both, written straight into the pixels.
///
/// Each pixel is a closed formula of its column and row, computed in fixed
/// point, so a region repainted alone comes out exactly as in a whole frame.
/// Most of a frame is runs of one colour (the white, the band far from the
/// row, the shadow's plateau), written as fills; only the columns where the
/// blurred edge varies are computed pixel by pixel. The items' fills and
/// strokes follow in the same pass where `ItemRows` can draw them, and the
/// pixels they cover whole get no backdrop at all.
struct Backdrop {
    /// Channels are 1/128 of a level (`FixedColor`); alpha and coverage
    /// are `Fraction`s.
    private static let one = Fraction.one

    private let region: DeviceRect
    private let background: FixedColor
    private let band: FixedColor?
    /// The band's coverage of each row of the region, and of each column
    /// (nil when it covers every column of the region whole).
    private let bandRows: [Int32]
    private let bandColumns: [Int32]?
    private let shadow: FixedColor?
    /// (g * H)(x) per region column and op (g * V)(y) per region row.
    private let columns: [Int32]
    private let rows: [Int32]
    private let patch: ShadowMask.Patch?
    private let shadowOpacity: Float
    /// Runs of the region's columns where `columns` is one value (start, end, value), or
    /// varies (value nil).
    private let runs: [(start: Int, end: Int, value: Int32?)]
    private var items: ItemRows?

    private struct RowKey: Hashable {
        var items: ItemRows.ClassKey?
        var shade: Int32
        var band: Int32
    }

    init(_ scene: DeviceScene, shadow mask: ShadowMask?, items: ItemRows?, region: DeviceRect) {
        self.items = items
        self.region = region
        background = FixedColor(scene.background)
        band = scene.band.map { FixedColor($0.color) }
        let bandOpacity = scene.band.map { $0.color.opacity } ?? 0
        bandRows = scene.band.map { band in
            Gaussian.coverage(of: [band.frame.minY...band.frame.maxY], origin: region.y, count: region.height)
                .map { Fraction.fixed(Double($0) * bandOpacity) }
        } ?? [Int32](repeating: 0, count: region.height)
        let across = scene.band.map {
            Gaussian.coverage(of: [$0.frame.minX...$0.frame.maxX], origin: region.x, count: region.width)
        } ?? []
        bandColumns = across.allSatisfy { $0 == 1 } ? nil : across.map { Fraction.fixed(Double($0)) }

        shadow = scene.shadow.map { FixedColor($0.color) }
        shadowOpacity = Float(scene.shadow?.color.opacity ?? 0)
        let opacity = Double(shadowOpacity)
        if let mask, !mask.columns.isEmpty {
            columns = mask.columns[region.x..<region.maxX].map { Fraction.fixed(Double($0)) }
            rows = mask.rows[region.y..<region.maxY].map { Fraction.fixed(Double($0) * opacity) }
        } else {
            columns = [Int32](repeating: 0, count: region.width)
            rows = [Int32](repeating: 0, count: region.height)
        }
        patch = mask?.patch
        runs = Self.runs(of: columns, from: region.x)
    }

    private static func runs(of columns: [Int32], from origin: Int) -> [(start: Int, end: Int, value: Int32?)] {
        var runs: [(start: Int, end: Int, value: Int32?)] = []
        for (index, value) in columns.enumerated() {
            let x = origin + index
            let kind: Int32? = value == 0 || value == one ? value : nil
            if let last = runs.last, last.value == kind {
                runs[runs.count - 1].end = x + 1
            } else {
                runs.append((x, x + 1, kind))
            }
        }
        return runs
    }

    mutating func paint(into surface: ImageSurface) {
        guard !region.isEmpty else { return }
        let data = surface.data
        let everything = [region.x..<region.maxX]
        // A row is a function of a few per-row values; rows that share them
        // (the middle of the row, and rows mirrored above and below it)
        // are copied from the first one painted.
        var painted: [RowKey: UnsafeMutablePointer<UInt32>] = [:]
        for y in region.y..<region.maxY {
            let row = UnsafeMutableRawPointer(data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            let rowClass = items?.rowClass(y)
            let inRegion = y - region.y
            // A row of one colour is filled faster than copied.
            let plain = rows[inRegion] == 0 && (rowClass?.runs.isEmpty ?? true)
                && (bandColumns == nil || bandRows[inRegion] == 0)
            let unique = plain || patch.map { $0.rect.y <= y && y < $0.rect.maxY } ?? false
            let key = RowKey(items: rowClass?.key, shade: rows[inRegion], band: bandRows[inRegion])
            if !unique, let source = painted[key] {
                (row + region.x).update(from: source + region.x, count: region.width)
                continue
            }
            paintBackdrop(row, y: y, open: rowClass?.open ?? everything)
            if let rowClass { items?.paint(rowClass, into: row) }
            if !unique { painted[key] = row }
        }
        surface.markDirty(region)
    }

    /// The backdrop of the given columns of row `y`.
    private func paintBackdrop(_ row: UnsafeMutablePointer<UInt32>, y: Int, open: [Range<Int>]) {
        let inRegion = y - region.y
        let patchRow = patch.flatMap { $0.rect.y <= y && y < $0.rect.maxY ? $0 : nil }
        if let bandColumns, bandRows[inRegion] > 0 {
            for columns in open {
                paintEachPixel(row, y: y, columns: columns, bandColumns: bandColumns, patch: patchRow)
            }
            return
        }
        let base = background.blended(towards: band, by: bandRows[inRegion])
        let shade = rows[inRegion]
        for columns in open {
            if let patchRow, columns.overlaps(patchRow.rect.x..<patchRow.rect.maxX) {
                paintEachPixel(row, y: y, columns: columns, bandColumns: nil, patch: patchRow)
            } else {
                paintRuns(row, columns: columns, base: base, shade: shade)
            }
        }
    }

    /// A row whose base colour is one value: fills where the shadow is flat,
    /// the formula where it varies.
    private func paintRuns(_ row: UnsafeMutablePointer<UInt32>, columns: Range<Int>, base: FixedColor, shade: Int32) {
        let shadow = self.shadow ?? base
        if shade == 0 {
            (row + columns.lowerBound).update(repeating: base.pixel, count: columns.count)
            return
        }
        let full = base.blended(towards: shadow, by: shade)
        self.columns.withUnsafeBufferPointer { profile in
            for run in runs where run.end > columns.lowerBound && run.start < columns.upperBound {
                let x0 = max(run.start, columns.lowerBound), x1 = min(run.end, columns.upperBound)
                switch run.value {
                case 0: (row + x0).update(repeating: base.pixel, count: x1 - x0)
                case Self.one: (row + x0).update(repeating: full.pixel, count: x1 - x0)
                default:
                    let dr = shadow.red &- base.red, dg = shadow.green &- base.green, db = shadow.blue &- base.blue
                    for x in x0..<x1 {
                        let a = (profile[x &- region.x] &* shade) &>> 15
                        let r = base.red &+ ((dr &* a) &>> 15)
                        let g = base.green &+ ((dg &* a) &>> 15)
                        let b = base.blue &+ ((db &* a) &>> 15)
                        row[x] = FixedColor.pixel(r, g, b)
                    }
                }
            }
        }
    }

    /// The same formula for every pixel, for rows where the band's edge or
    /// a label's residual shadow makes the base or the mask vary in 2-D.
    private func paintEachPixel(_ row: UnsafeMutablePointer<UInt32>, y: Int, columns: Range<Int>,
                                bandColumns: [Int32]?, patch: ShadowMask.Patch?) {
        let inRegion = y - region.y
        let shade = rows[inRegion], bandRow = bandRows[inRegion]
        let rowBase = background.blended(towards: band, by: bandRow)
        let opacity = Float(Self.one) * shadowOpacity
        let limit = Int32(opacity.rounded())
        let patchColumns = patch.map { $0.rect.x..<$0.rect.maxX } ?? 0..<0
        let patchStart = patch.map { (y - $0.rect.y) * $0.rect.width - $0.rect.x } ?? 0
        self.columns.withUnsafeBufferPointer { profile in
            (patch?.values ?? []).withUnsafeBufferPointer { values in
                for x in columns {
                    let index = x &- region.x
                    let base = bandColumns.map { background.blended(towards: band, by: ($0[index] &* bandRow) &>> 15) }
                        ?? rowBase
                    var a = (profile[index] &* shade) &>> 15
                    if patchColumns.contains(x) {
                        a = min(a &+ Int32(values[patchStart &+ x] * opacity + 0.5), limit)
                    }
                    row[x] = base.blended(towards: shadow ?? base, by: a).pixel
                }
            }
        }
    }
}
