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
    /// The shadow's opacity in 1/32768ths: what scales a patch's mask, and,
    /// rounded, the most the shadow reaches where the two add up.
    private let patchScale: Float
    private let patchLimit: Int32
    /// Runs of the region's columns where `columns` is one value (start, end, value), or
    /// varies (value nil).
    private let runs: [(start: Int, end: Int, value: Int32?)]
    private let items: ItemRows?

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
        let shadowOpacity = Float(scene.shadow?.color.opacity ?? 0)
        patchScale = Float(Self.one) * shadowOpacity
        patchLimit = Int32(patchScale.rounded())
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

    func paint(into surface: ImageSurface) {
        guard !region.isEmpty else { return }
        var items = self.items
        let data = surface.data
        let everything = [region.x..<region.maxX]
        // A row is a function of a few per-row values; rows that share them
        // (the middle of the row, and rows mirrored above and below it)
        // are copied from the first one painted.
        var painted: [RowKey: UnsafeMutablePointer<UInt32>] = [:]
        var patchRow = [Float](repeating: 0, count: patch?.rect.width ?? 0)
        columns.withUnsafeBufferPointer { profile in
            patchRow.withUnsafeMutableBufferPointer { patchValues in
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
                    paintBackdrop(row, y: y, open: rowClass?.open ?? everything, profile: profile, patchValues: patchValues)
                    if let rowClass { items?.paint(rowClass, into: row) }
                    if !unique { painted[key] = row }
                }
            }
        }
        surface.markDirty(region)
    }

    /// The backdrop of the given columns of row `y`.
    /// `patchValues` has room for a row of the patch.
    private func paintBackdrop(_ row: UnsafeMutablePointer<UInt32>, y: Int, open: [Range<Int>],
                               profile: UnsafeBufferPointer<Int32>, patchValues: UnsafeMutableBufferPointer<Float>) {
        let inRegion = y - region.y
        // The patch's columns on this row, and its values there, indexed by x.
        var patched = 0..<0, patchValue = UnsafePointer(patchValues.baseAddress)
        if let patch, patch.rect.y <= y && y < patch.rect.maxY {
            patch.row(y, into: patchValues)
            patched = patch.rect.x..<patch.rect.maxX
            patchValue = patchValue.map { $0 - patch.rect.x }
        }
        if let bandColumns, bandRows[inRegion] > 0 {
            for columns in open {
                paintEachPixel(row, y: y, columns: columns, bandColumns: bandColumns, profile: profile,
                               patched: patched, patchValue: patchValue)
            }
            return
        }
        let base = background.blended(towards: band, by: bandRows[inRegion])
        let shade = rows[inRegion]
        if shade == 0 && patched.isEmpty {
            for columns in open { (row + columns.lowerBound).update(repeating: base.pixel, count: columns.count) }
            return
        }
        let shaded = Shading(base: base, shadow: shadow ?? base, shade: shade, scale: patchScale, limit: patchLimit)
        // The open ranges come left to right, and so do the runs.
        var next = 0
        for columns in open {
            while runs[next].end <= columns.lowerBound { next += 1 }
            var run = next
            while run < runs.count, runs[run].start < columns.upperBound {
                let x0 = max(runs[run].start, columns.lowerBound), x1 = min(runs[run].end, columns.upperBound)
                if let value = runs[run].value, !patched.overlaps(x0..<x1) {
                    (row + x0).update(repeating: shaded.pixel(a: (value &* shade) &>> 15), count: x1 - x0)
                } else {
                    // Left of the patch, on it, right of it.
                    let p0 = min(max(patched.lowerBound, x0), x1), p1 = max(min(patched.upperBound, x1), p0)
                    shaded.paint(row, x0..<p0, profile: profile, origin: region.x)
                    shaded.paint(row, p0..<p1, profile: profile, origin: region.x, patch: patchValue)
                    shaded.paint(row, p1..<x1, profile: profile, origin: region.x)
                }
                run += 1
            }
        }
    }

    /// One row's shadow formula: the base colour towards the shadow's by
    /// the column's profile times the row's shade, plus a patch's mask.
    private struct Shading {
        let base: FixedColor, shadow: FixedColor, shade: Int32, scale: Float, limit: Int32

        @inline(__always)
        func pixel(a: Int32) -> UInt32 {
            FixedColor.pixel(base.red &+ (((shadow.red &- base.red) &* a) &>> 15),
                             base.green &+ (((shadow.green &- base.green) &* a) &>> 15),
                             base.blue &+ (((shadow.blue &- base.blue) &* a) &>> 15))
        }

        /// `patch` holds the values of the row's columns, indexed by x.
        @inline(__always)
        func paint(_ row: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, profile: UnsafeBufferPointer<Int32>,
                   origin: Int, patch: UnsafePointer<Float>? = nil) {
            if let patch {
                for x in columns {
                    let a = (profile[x &- origin] &* shade) &>> 15
                    row[x] = pixel(a: min(a &+ Int32(patch[x] * scale + 0.5), limit))
                }
            } else {
                for x in columns { row[x] = pixel(a: (profile[x &- origin] &* shade) &>> 15) }
            }
        }
    }

    /// The same formula for every pixel, for rows where the band's edge
    /// makes the base colour vary along the row.
    private func paintEachPixel(_ row: UnsafeMutablePointer<UInt32>, y: Int, columns: Range<Int>, bandColumns: [Int32],
                                profile: UnsafeBufferPointer<Int32>, patched: Range<Int>, patchValue: UnsafePointer<Float>?) {
        let inRegion = y - region.y
        let shade = rows[inRegion], bandRow = bandRows[inRegion]
        for x in columns {
            let index = x &- region.x
            let base = background.blended(towards: band, by: (bandColumns[index] &* bandRow) &>> 15)
            var a = (profile[index] &* shade) &>> 15
            if patched.contains(x), let patchValue {
                a = min(a &+ Int32(patchValue[x] * patchScale + 0.5), patchLimit)
            }
            row[x] = base.blended(towards: shadow ?? base, by: a).pixel
        }
    }
}
